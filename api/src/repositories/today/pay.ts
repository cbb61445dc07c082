/**
 * `retrib/today` (RETRIB): the last complete month still open (not in `month_closings`, over the
 * last 12) with the workers to pay in it, and its planning anomalies (anomalies.ts, every worker)
 * with the workers who have the most. Both are what the statements page shows for that month and
 * every worker (`/retrib/statements?month=&all=true`, retrib/statements/getStatements): its
 * statements (the workers with a shift or a time that month and a team by its last day) and
 * the anomalies beside them.
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
  for (let m = previousMonth(today); months.length < LOOK_BACK_MONTHS; m = previousMonth(`${m}-01`)) months.push(m);
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
    paid as (select w.id from workers w
      where exists (select 1 from worker_team_periods p where p.worker_id = w.id and p.valid_from <= ${end}::date)
        and (exists (select 1 from shifts s where s.worker_id = w.id and s.date between ${start}::date and ${end}::date)
          or exists (select 1 from worker_times t where t.worker_id = w.id and t.date between ${start}::date and ${end}::date))),
    n as (select a.worker_id, sum(a.overlap + a.no_time + a.no_shift + a.gaps)::int as n from a
      where a.worker_id in (select id from paid) group by a.worker_id having sum(a.overlap + a.no_time + a.no_shift + a.gaps) > 0)
    select 'workers' as widget, (select count(*) from paid)::int as total, null::int as worker_id,
      null::text as short_code, null::text as name, null::int as n
    union all
    (select 'anomalies', (select coalesce(sum(n), 0) from n)::int, t.worker_id, k.short_code, k.first_name || ' ' || k.last_name, t.n
     from (select 1) one left join (select * from n order by n desc, worker_id limit 5) t on true
     left join workers k on k.id = t.worker_id order by t.n desc, t.worker_id)`.execute(db);
  const of = (w: Row['widget']) => rows.filter((r) => r.widget === w);
  const anomalies = of('anomalies');
  return {
    asOf: today,
    widgets: [
      widget({ key: 'pay.lastOpenMonth', values: { month }, count: of('workers')[0]?.total ?? 0, link: statements({ all: true }) }),
      widget({
        key: 'pay.anomalies',
        values: { month },
        count: anomalies[0]?.total ?? 0,
        items: anomalies
          .filter((r) => r.worker_id !== null)
          .map((r) =>
            item({ id: r.worker_id!, title: r.name ?? '', code: r.short_code, count: r.n ?? 0, href: statements({ workerId: r.worker_id! }).href }),
          ),
        link: statements({ all: true }),
      }),
    ],
  };
}
