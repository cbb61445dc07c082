/**
 * `retrib/today` (RETRIB): the last complete month still open (not in `month_closings`, over the
 * last 12) with the workers to pay in it, and its planning anomalies (anomalies.ts, every worker)
 * with the workers who have the most. Both are what the statements page shows for that month and
 * every worker (`/retrib/statements?month=&all=true`, retrib/statements/getStatements): its
 * statements (the workers with a shift or a time that month and a team by its last day) and
 * the anomalies beside them.
 *
 * One pass over the month's `worker_days` (index-only, by date) gives both: a worker-day with a
 * shift or a time worked pays its worker; one with neither (its times are absences, which
 * worker_days does not count, or its rows were deleted) is checked against worker_times, only
 * for the rare worker with no other day. Probing shifts and worker_times for every worker cost
 * twice the whole call. The day rows are narrowed before grouping (`offset 0`), so that the sort
 * by worker stays in memory whatever plan the prepared statement gets.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer } from '@courier/shared/contract';
import { todayInParis } from '../../domain/dates';
import { monthDates } from '../retrib/statements';
import { anomaliesCte } from './anomalies';
import { item, link, previousMonth, widget } from './widget';

const LOOK_BACK_MONTHS = 12;

interface Row {
  widget: 'workers' | 'anomalies';
  total: number;
  worker_id: number | null;
  short_code: string | null;
  name: string | null;
  n: number | null;
}

export async function payToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const months: string[] = [];
  for (let m = previousMonth(today); months.length < LOOK_BACK_MONTHS; m = previousMonth(`${m}-01`))
    months.push(m);
  const open = (
    await sql<{ month: string }>`select m as month from unnest(${months}::text[]) m
      where not exists (select 1 from month_closings c where c.month = m) order by m desc limit 1`.execute(db)
  ).rows.map((r) => r.month);
  const month = open[0];
  if (!month) return { asOf: today, widgets: [] };
  const [start, end] = monthDates(month);
  const statements = (params: Record<string, string | number | boolean> = {}) =>
    link('/retrib/statements', { month, ...params });
  const { rows } = await sql<Row>`
    with ${anomaliesCte(start, end, now)},
    day as (select a.worker_id, a.overlap + a.no_time + a.no_shift + a.gaps as n, a.shifts > 0 or a.times > 0 as worked
      from a offset 0),
    per_worker as (select worker_id, sum(n)::int as n, bool_or(worked) as worked from day group by worker_id),
    paid as (select w.worker_id, w.n from per_worker w
      where (w.worked or (select true from worker_times t where t.worker_id = w.worker_id
          and t.date >= ${start}::date and t.date <= ${end}::date limit 1))
        and exists (select 1 from worker_team_periods p where p.worker_id = w.worker_id and p.valid_from <= ${end}::date))
    select 'workers' as widget, (select count(*) from paid)::int as total, null::int as worker_id,
      null::text as short_code, null::text as name, null::int as n
    union all
    (select 'anomalies', (select coalesce(sum(n), 0) from paid)::int, t.worker_id, k.short_code, k.first_name || ' ' || k.last_name, t.n
     from (select 1) one left join (select * from paid where n > 0 order by n desc, worker_id limit 5) t on true
     left join workers k on k.id = t.worker_id order by t.n desc, t.worker_id)`.execute(db);
  const of = (w: Row['widget']) => rows.filter((r) => r.widget === w);
  const anomalies = of('anomalies');
  return {
    asOf: today,
    widgets: [
      widget({
        key: 'pay.lastOpenMonth',
        values: { month },
        count: of('workers')[0]?.total ?? 0,
        link: statements({ all: true }),
      }),
      widget({
        key: 'pay.anomalies',
        values: { month },
        count: anomalies[0]?.total ?? 0,
        items: anomalies
          .filter((r) => r.worker_id !== null)
          .map((r) =>
            item({
              id: r.worker_id!,
              title: r.name ?? '',
              code: r.short_code,
              count: r.n ?? 0,
              href: statements({ workerId: r.worker_id! }).href,
            }),
          ),
        link: statements({ all: true }),
      }),
    ],
  };
}
