/**
 * Workers' KPIs over a period (docs/product.md#pay): days, missions, waypoints, km and pay per
 * worker and per date, from the productive shifts. The pay of each worker-day applies the
 * rule of domain/pay.ts in SQL (so a year of 2,000 workers is one query, not 700,000 rows
 * sent to Node): the configuration of the team the worker was in that day, as it was that day,
 * replaced by the team's calendar entry of that date when there is one (docs/product.md#pay-history,
 * the lateral reads of retrib/history.ts). A team's KPIs are the days worked in it.
 */
import { notFoundField } from '../domain/errors';
import { sql } from 'kysely';
import { fullName } from './rowValues';
import type { Executor } from '../db/executor';
import type { QueryOut, ResponseOut } from './areaTypes';
import { configOnDay, teamOnDay } from './retrib/history';
import { requireWorker } from './workers/detail';

type KpiQuery = QueryOut<'workers', 'getWorkersKpis'>;
type KpiAnswer = ResponseOut<'workers', 'getWorkersKpis'>;

interface GroupedRow {
  worker_id: number | null;
  date: string | null;
  workers: number;
  days: number;
  missions: number;
  waypoints: number;
  km: number;
  pay: number;
  unproductive_shifts: number;
}

export async function workersKpis(db: Executor, q: KpiQuery): Promise<KpiAnswer> {
  if (q.workerId) await requireWorker(db, q.workerId);
  if (q.teamId) {
    const team = await db.selectFrom('teams').select('id').where('id', '=', q.teamId).executeTakeFirst();
    if (!team) throw notFoundField('teamId', `No such team: ${q.teamId}`);
  }
  const workerFilter = q.workerId ? sql`and s.worker_id = ${q.workerId}` : sql``;
  // Workers that were ever in the team (by index), then the days they were in it.
  const teamFilter = q.teamId
    ? sql`and exists (select 1 from worker_team_periods p where p.worker_id = s.worker_id and p.team_id = ${q.teamId})`
    : sql``;
  const dayTeamFilter = q.teamId ? sql`where wt.team_id = ${q.teamId}` : sql``;

  // One pass over the shifts of the period and their missions; then one row per worker-day
  // (productive or not) with its pay; grouped per worker and per date at once (grouping
  // sets), plus the grand total.
  const { rows } = await sql<GroupedRow>`
    with per_shift as (
      select s.worker_id, s.date, s.unproductive, count(m.id) as missions,
             coalesce(sum(m.waypoints), 0) as waypoints, coalesce(sum(m.km), 0) as km
      from shifts s
      left join missions m on m.shift_id = s.id
      where s.date between ${q.dateFrom} and ${q.dateTo} ${workerFilter} ${teamFilter}
      group by s.id
    ),
    shift_days as (
      select worker_id, date,
             count(*) filter (where not unproductive) as productive_shifts,
             count(*) filter (where unproductive) as unproductive_shifts,
             coalesce(sum(missions) filter (where not unproductive), 0) as missions,
             coalesce(sum(waypoints) filter (where not unproductive), 0) as waypoints,
             coalesce(sum(km) filter (where not unproductive), 0) as km
      from per_shift
      group by worker_id, date
    ),
    worker_days as (
      select d.worker_id, d.date, d.productive_shifts, d.unproductive_shifts, d.missions, d.waypoints, d.km,
             case when d.productive_shifts = 0 then 0
                  when ce.id is not null then ce.price_day + d.waypoints * ce.price_waypoint + d.km * ce.price_km + ce.extra
                  when tc.daily_amount is not null then tc.daily_amount + d.waypoints * tc.waypoint_amount + d.km * tc.km_amount + tc.extra
                  else 0 end::bigint as pay
      from shift_days d
      left join lateral (select ${teamOnDay(sql`d.worker_id`, sql`d.date`)} as team_id) wt on true
      left join lateral ${configOnDay(sql`wt.team_id`, sql`d.date`)} tc on true
      left join retrib_calendar_entries ce on ce.team_id = wt.team_id and ce.date = d.date
      ${dayTeamFilter}
    )
    select worker_id, to_char(date, 'YYYY-MM-DD') as date,
           count(distinct worker_id) filter (where productive_shifts > 0) as workers,
           count(*) filter (where productive_shifts > 0) as days,
           sum(missions) as missions, sum(waypoints) as waypoints, sum(km) as km, sum(pay) as pay,
           sum(unproductive_shifts) as unproductive_shifts
    from worker_days
    group by grouping sets ((worker_id), (date), ())
  `.execute(db);

  const figures = (r: GroupedRow | undefined) => ({
    days: Number(r?.days ?? 0),
    missions: Number(r?.missions ?? 0),
    waypoints: Number(r?.waypoints ?? 0),
    km: Number(r?.km ?? 0),
    pay: Number(r?.pay ?? 0),
    unproductiveShifts: Number(r?.unproductive_shifts ?? 0),
  });

  const perWorker = rows.filter((r) => r.worker_id !== null);
  const ids = perWorker.map((r) => r.worker_id as number);
  if (q.workerId && !ids.includes(q.workerId)) ids.push(q.workerId);
  const people =
    ids.length === 0
      ? []
      : await db
          .selectFrom('workers as w')
          .innerJoin('teams as t', 't.id', 'w.team_id')
          .select(['w.id', 'w.short_code', 'w.first_name', 'w.last_name', 'w.team_id', 't.name as team_name'])
          .where('w.id', 'in', ids)
          .execute();
  const byId = new Map(perWorker.map((r) => [r.worker_id as number, r]));
  const workers = people
    .map((p) => ({
      worker: { id: p.id, shortCode: p.short_code, name: fullName(p.first_name, p.last_name) },
      team: { id: p.team_id, name: p.team_name },
      ...figures(byId.get(p.id)),
    }))
    .sort((a, b) => b.pay - a.pay || a.worker.shortCode.localeCompare(b.worker.shortCode));

  const daily = rows
    .filter((r) => r.worker_id === null && r.date !== null)
    .map((r) => ({ date: r.date as string, workers: Number(r.workers), ...figures(r) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const total = rows.find((r) => r.worker_id === null && r.date === null);

  return { dateFrom: q.dateFrom, dateTo: q.dateTo, workers, daily, totals: figures(total) };
}
