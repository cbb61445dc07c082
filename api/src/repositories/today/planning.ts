/**
 * `planning/today` (SHIFTS): today's anomalies, the started shifts without any time worked and
 * the times worked without a shift, from `worker_days` in one statement (anomalies.ts). A shift
 * always has its worker (shifts.worker_id is required): "a shift nobody worked" is the started
 * shift without a time worked.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { TodayAnswer, TodayItem } from '@courier/shared/contract';
import { todayInParis } from '../../domain/dates';
import { anomaliesCte } from './anomalies';
import { item, link, mondayOf, widget } from './widget';

interface Row {
  kind: 'all' | 'no_time' | 'no_shift';
  total: number;
  worker_id: number | null;
  short_code: string | null;
  name: string | null;
  n: number | null;
}

export async function planningToday(db: Executor, now = new Date()): Promise<TodayAnswer> {
  const today = todayInParis(now);
  // One pass over today's worker-days: the totals of each kind, and the 5 workers with the most of each.
  const { rows } = await sql<Row>`
    with ${anomaliesCte(today, today, now)},
    k as (
      select 'all' as kind, a.worker_id, a.overlap + a.no_time + a.no_shift + a.gaps as n from a
      union all select 'no_time', a.worker_id, a.no_time from a
      union all select 'no_shift', a.worker_id, a.no_shift from a),
    t as (select kind, coalesce(sum(n), 0)::int as total from k group by kind),
    top as (select * from (select k.*, row_number() over (partition by kind order by n desc, worker_id) as r
      from k where n > 0) x where r <= 5)
    select t.kind, t.total, top.worker_id, w.short_code, w.first_name || ' ' || w.last_name as name, top.n
    from t left join top on top.kind = t.kind left join workers w on w.id = top.worker_id
    order by t.kind, top.r`.execute(db);
  const week = mondayOf(today);
  const of = (kind: Row['kind']) => {
    const mine = rows.filter((r) => r.kind === kind);
    const items: TodayItem[] = mine
      .filter((r) => r.worker_id !== null)
      .map((r) =>
        item({ id: r.worker_id!, title: r.name ?? '', code: r.short_code, count: r.n ?? 0, href: `/planning?week=${week}&workerId=${r.worker_id}` }),
      );
    return { count: mine[0]?.total ?? 0, items };
  };
  // The planning page opens the day summary of `day` (planning/getDaySummary?date=&anomaly=), whose
  // anomalies total is each count.
  const dayLink = (anomaly?: string) => link('/planning', { week, day: today, anomaly });
  return {
    asOf: today,
    widgets: [
      widget({ key: 'planning.anomalies', ...of('all'), link: dayLink() }),
      widget({ key: 'planning.shiftsWithoutTime', ...of('no_time'), link: dayLink('shift_without_time') }),
      widget({ key: 'planning.timesWithoutShift', ...of('no_shift'), link: dayLink('time_without_shift') }),
    ],
  };
}
