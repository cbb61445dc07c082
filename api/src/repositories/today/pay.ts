/**
 * `retrib/today` (RETRIB): the complete months of the last 12 that are not closed
 * (`month_closings`), the most recent first, and the planning anomalies of the most recent one
 * (anomalies.ts, every worker), with the workers who have the most. One statement.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer } from '@courier/shared/contract';
import { todayInParis } from '../../domain/dates';
import { anomaliesCte } from './anomalies';
import { link, plural, previousMonth, widget } from './widget';

const LOOK_BACK_MONTHS = 12;

function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export async function payToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  const months: string[] = [];
  for (let m = previousMonth(today); months.length < LOOK_BACK_MONTHS; m = previousMonth(`${m}-01`)) months.push(m);
  const open = (
    await sql<{ month: string }>`select m as month from unnest(${months}::text[]) m
      where not exists (select 1 from month_closings c where c.month = m) order by m desc`.execute(db)
  ).rows.map((r) => r.month);
  const month = open[0];
  const statements = (m: string, params: Record<string, string | number> = {}) =>
    link('/retrib/statements', { month: m, ...params });
  const widgets = [
    widget({
      key: 'pay.openMonths',
      title: 'Pay months still open',
      count: open.length,
      items: open.slice(0, 5).map((m, i) => ({
        id: Number(m.replace('-', '')),
        title: m,
        subtitle: i === 0 ? 'the last month still open' : 'still open',
        href: statements(m).href,
      })),
      link: statements(month ?? previousMonth(today)),
      missing: `The statements page shows one month at a time: a list of the months with their closing (open or closed over the last ${LOOK_BACK_MONTHS}) is missing; the link opens the last one still open.`,
    }),
  ];
  if (!month) return { asOf: today, widgets };
  const { rows } = await sql<{ total: number; worker_id: number | null; short_code: string | null; name: string | null; n: number | null }>`
    with ${anomaliesCte(`${month}-01`, lastDayOf(month), now)},
    w as (select worker_id, sum(overlap + no_time + no_shift + gaps)::int as n from a group by worker_id having sum(overlap + no_time + no_shift + gaps) > 0)
    select (select coalesce(sum(n), 0) from w)::int as total, t.worker_id, k.short_code, k.first_name || ' ' || k.last_name as name, t.n
    from (select 1) one left join (select * from w order by n desc, worker_id limit 5) t on true
    left join workers k on k.id = t.worker_id order by t.n desc, t.worker_id`.execute(db);
  widgets.push(
    widget({
      key: 'pay.anomalies',
      title: `Anomalies of ${month}`,
      count: rows[0]?.total ?? 0,
      items: rows
        .filter((r) => r.worker_id !== null)
        .map((r) => ({
          id: r.worker_id!,
          title: r.name ?? '',
          subtitle: `${r.short_code} · ${plural(r.n ?? 0, 'anomaly', 'anomalies')}`,
          href: statements(month, { workerId: r.worker_id! }).href,
        })),
      link: statements(month),
      missing:
        'The statements page shows the anomalies of one worker, team or agency: a statement of every worker of the month (no scope, or `scope=all`) is missing; each item opens its worker.',
    }),
  );
  return { asOf: today, widgets };
}
