/**
 * The day summary of the planning (docs/product.md#calls-planning), read from the database on
 * each call, no copy held in the process:
 * - getDaySummary: one query over the date's shifts (with their mission totals, kept on each
 *   shift by migration 0046) and worker days; without a client filter the database adds them up
 *   by client and agency (one grouping-sets aggregate), with one the rows are added up here.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { detectAnomalies } from '../../domain/anomalies';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { gapMinutesSql } from './rules';
import { epochMs, gapBeyond, intList } from './boardSql';

type DaySummary = ResponseOut<'planning', 'getDaySummary'>;

interface DayShiftRaw {
  id: number;
  workerId: number;
  clientId: number;
  clientName: string;
  agencyId: number;
  agencyName: string | null;
  startsAt: number;
  endsAt: number;
  unproductive: boolean;
  missions: number;
  waypoints: number;
  km: number;
}
interface DayTimeRaw {
  id: number;
  workerId: number;
  agencyId: number;
  agencyName: string | null;
  startedAt: number;
  endedAt: number | null;
  isAbsence: boolean | null;
}

/**
 * The day summary: the date's shifts (of the clients and the workers' agencies filtered) with
 * their mission totals, and the date's worker times (with a client filter, those of the workers
 * of those shifts), in one query; added up by client and agency here.
 */
export async function getDaySummary(
  db: Executor,
  q: QueryOut<'planning', 'getDaySummary'>,
): Promise<DaySummary> {
  if (!q.clientIds.length) return daySummaryOfWholeDays(db, q);
  return daySummaryOfClients(db, q);
}

type Figures = DaySummary['totals'];
/** A row of the day summary's grouping sets: a client (g_client 0), an agency (g_agency 0), or the total. */
interface GroupRow {
  g_client: number;
  g_agency: number;
  client_id: number | null;
  agency_id: number | null;
  name: string | null;
  shifts: number;
  workers: number;
  missions: number;
  waypoints: number;
  km: number;
  unproductive: number;
  anomalies: number;
}

/** Groups of the day summary, sorted by name then id (in JS: the same order on both databases). */
const byNameThenId = <T extends { name: string | null; id: number }>(rows: T[]) =>
  [...rows].sort((x, y) => (x.name ?? '').localeCompare(y.name ?? '') || x.id - y.id);

/**
 * The day summary without a client filter, added up by the database in one pass: each shift
 * carries the anomalies domain/anomalies.ts attributes to it, as the board's totals count them
 * from `worker_days`; only the few worker-days whose kept figures show an overlap or a gap look
 * their shifts up (a lateral fenced by `offset 0`, else the planner sorts the whole day twice).
 * One grouping-sets aggregate gives the totals, each client and each agency, as plain rows.
 */
async function daySummaryOfWholeDays(
  db: Executor,
  q: QueryOut<'planning', 'getDaySummary'>,
): Promise<DaySummary> {
  const agencies = q.agencyIds.length ? sql`and w.agency_id = ${intList(q.agencyIds)}` : sql``;
  const at = new Date();
  const beyond = gapBeyond();
  // `anomaly`: only the marks of that kind count.
  const counts = (kind: string) => sql.raw(!q.anomaly || q.anomaly === kind ? 'true' : 'false');
  const { rows } = await sql<GroupRow>`
    with d as (select d.* from worker_days d where d.date = ${q.date}),
    -- The shifts the anomaly rules mark, looked up on the few worker-days whose kept figures show one.
    marked as (
      select p.id, 'overlap' as kind from d cross join lateral (
        select a.id from shifts a
        join shifts b on b.worker_id = a.worker_id and b.date = a.date
          and (b.starts_at, b.id) > (a.starts_at, a.id) and least(a.ends_at, b.ends_at) > greatest(a.starts_at, b.starts_at)
        where a.worker_id = d.worker_id and a.date = ${q.date} offset 0) p
      where d.overlapping > 0
      union all
      select (select f.id from shifts f where f.worker_id = d.worker_id and f.date = ${q.date}
          order by f.starts_at, f.id limit 1), 'gap'
      from d where d.shifts > 0 and d.times > 0 and ${beyond('d.first_time_start', 'd.first_shift_start')}
      union all
      select (select f.id from shifts f where f.worker_id = d.worker_id and f.date = ${q.date}
          and f.ends_at = d.last_shift_end order by f.starts_at, f.id limit 1), 'gap'
      from d where d.shifts > 0 and d.times > 0 and d.open_times = 0
        and ${beyond('d.last_time_end', 'd.last_shift_end')}),
    marks as (select id, count(*)::int as n from marked
      where ${q.anomaly ? sql`kind = ${q.anomaly}` : sql`true`} group by id),
    -- A started shift on a worker-day without time worked is marked on its own row (its
    -- worker-day joined by worker): on a day without any time that is every shift, too many to
    -- look up one worker at a time.
    r as (
      select s.client_id, w.agency_id, s.worker_id, 1 as shift, s.mission_count as n, s.mission_waypoints as waypoints,
        s.mission_km as km, s.unproductive,
        coalesce(m.n, 0) + case when ${counts('shift_without_time')} and sd.times = 0
          and s.starts_at < ${at}::timestamptz then 1 else 0 end as anomalies
      from shifts s join workers w on w.id = s.worker_id
      left join d sd on sd.worker_id = s.worker_id
      left join marks m on m.id = s.id
      where s.date = ${q.date} ${agencies}
      union all
      select null, w.agency_id, null, 0, 0, 0, 0, false, case when ${counts('time_without_shift')} then d.times else 0 end
      from d join workers w on w.id = d.worker_id where d.shifts = 0 and d.times > 0 ${agencies})
    select grouping(r.client_id) as g_client, grouping(r.agency_id) as g_agency, r.client_id, r.agency_id,
      case when grouping(r.client_id) = 0 then (select c.name from clients c where c.id = r.client_id)
        else (select a.name from agencies a where a.id = r.agency_id) end as name,
      coalesce(sum(r.shift), 0)::int as shifts, count(distinct r.worker_id)::int as workers,
      coalesce(sum(r.n), 0)::int as missions, coalesce(sum(r.waypoints), 0)::int as waypoints,
      coalesce(sum(r.km), 0)::int as km, count(*) filter (where r.unproductive)::int as unproductive,
      coalesce(sum(r.anomalies), 0)::int as anomalies
    from r group by grouping sets ((r.client_id), (r.agency_id), ())`.execute(db);
  const figuresOf = (r: GroupRow): Figures => ({
    shifts: r.shifts,
    workers: r.workers,
    missions: r.missions,
    waypoints: r.waypoints,
    km: r.km,
    unproductiveShifts: r.unproductive,
    anomalies: r.anomalies,
  });
  // The grand total (the grouping set `()`) is there even on a day without any row.
  const grand = rows.find((r) => r.g_client === 1 && r.g_agency === 1)!;
  // A time without a shift is on no client: its anomalies count in the totals and the agency only.
  const clients = rows.filter((r) => r.g_client === 0 && r.client_id !== null);
  const agencyRows = rows.filter((r) => r.g_agency === 0);
  return {
    date: q.date,
    totals: figuresOf(grand),
    byClient: byNameThenId(clients.map((r) => ({ ...r, id: r.client_id! }))).map((r) => ({
      client: { id: r.id, name: r.name ?? '' },
      ...figuresOf(r),
    })),
    byAgency: byNameThenId(agencyRows.map((r) => ({ ...r, id: r.agency_id ?? 0 }))).map((r) => ({
      agency: { id: r.id, name: r.name ?? '' },
      ...figuresOf(r),
    })),
  };
}

/**
 * The day summary of some clients: their shifts of the date with their mission totals, and
 * the worker times of those shifts' workers, in one query; the anomalies of those shifts and
 * times (detectAnomalies) and the sums by client and agency here.
 */
async function daySummaryOfClients(
  db: Executor,
  q: QueryOut<'planning', 'getDaySummary'>,
): Promise<DaySummary> {
  const clientFilter = q.clientIds.length ? sql`and s.client_id = ${intList(q.clientIds)}` : sql``;
  const agencyOfShift = q.agencyIds.length ? sql`and w.agency_id = ${intList(q.agencyIds)}` : sql``;
  const agencyOfTime = q.agencyIds.length ? sql`and w.agency_id = ${intList(q.agencyIds)}` : sql``;
  const timeWorkers = q.clientIds.length ? sql`and wt.worker_id in (select worker_id from ds)` : sql``;
  const { rows } = await sql<{ shifts: string; times: string; gap_minutes: number }>`
    with ds as (
      select s.id, s.worker_id, s.client_id, c.name as client_name, w.agency_id, a.name as agency_name,
        s.starts_at, s.ends_at, s.unproductive, s.mission_count as n, s.mission_waypoints as waypoints,
        s.mission_km as km
      from shifts s
      join clients c on c.id = s.client_id
      join workers w on w.id = s.worker_id
      left join agencies a on a.id = w.agency_id
      where s.date = ${q.date} ${clientFilter} ${agencyOfShift})
    select
      (select coalesce(json_agg(json_build_object(
          'id', ds.id, 'workerId', ds.worker_id, 'clientId', ds.client_id, 'clientName', ds.client_name,
          'agencyId', ds.agency_id, 'agencyName', ds.agency_name,
          'startsAt', ${epochMs('ds.starts_at')}, 'endsAt', ${epochMs('ds.ends_at')},
          'unproductive', ds.unproductive, 'missions', ds.n, 'waypoints', ds.waypoints, 'km', ds.km
        ) order by ds.starts_at, ds.id), '[]') from ds)::text as shifts,
      (select coalesce(json_agg(json_build_object(
          'id', wt.id, 'workerId', wt.worker_id, 'agencyId', w.agency_id, 'agencyName', a.name,
          'startedAt', ${epochMs('wt.started_at')}, 'endedAt', ${epochMs('wt.ended_at')}, 'isAbsence', g.is_absence
        ) order by wt.started_at, wt.id), '[]')
        from worker_times wt
        join workers w on w.id = wt.worker_id
        left join agencies a on a.id = w.agency_id
        left join gta_types g on g.id = wt.gta_type_id
        where wt.date = ${q.date} ${agencyOfTime} ${timeWorkers})::text as times,
      ${gapMinutesSql} as gap_minutes`.execute(db);
  const shifts = JSON.parse(rows[0].shifts) as DayShiftRaw[];
  const times = JSON.parse(rows[0].times) as DayTimeRaw[];
  const agencyOfWorker = new Map<number, number>();
  const agencyNames = new Map<number, string>();
  for (const r of [...shifts, ...times]) {
    agencyOfWorker.set(r.workerId, r.agencyId);
    agencyNames.set(r.agencyId, r.agencyName ?? '');
  }
  const agencyOf = (workerId: number) => agencyOfWorker.get(workerId) ?? 0;
  const anomalies = detectAnomalies(
    shifts.map((s) => ({
      id: s.id,
      workerId: s.workerId,
      date: q.date,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
    })),
    times.map((t) => ({
      id: t.id,
      workerId: t.workerId,
      date: q.date,
      startedAt: t.startedAt,
      endedAt: t.endedAt,
      isAbsence: t.isAbsence === true,
    })),
    { now: Date.now(), gapMinutes: rows[0].gap_minutes },
  );
  const shiftById = new Map(shifts.map((s) => [s.id, s]));
  const clientNames = new Map(shifts.map((s) => [s.clientId, s.clientName]));
  const clientRef = (id: number) => ({ id, name: clientNames.get(id) ?? '' });
  const agencyRef = (id: number) => ({ id, name: agencyNames.get(id) ?? '' });

  type Acc = {
    shifts: number;
    workers: Set<number>;
    missions: number;
    waypoints: number;
    km: number;
    unproductiveShifts: number;
    anomalies: number;
  };
  const acc = (): Acc => ({
    shifts: 0,
    workers: new Set(),
    missions: 0,
    waypoints: 0,
    km: 0,
    unproductiveShifts: 0,
    anomalies: 0,
  });
  const total = acc();
  const byClient = new Map<number, { ref: { id: number; name: string }; a: Acc }>();
  const byAgency = new Map<number, { ref: { id: number; name: string }; a: Acc }>();
  const bucket = (m: typeof byClient, ref: (id: number) => { id: number; name: string }, id: number) => {
    let b = m.get(id);
    if (!b) m.set(id, (b = { ref: ref(id), a: acc() }));
    return b.a;
  };
  for (const s of shifts) {
    for (const a of [
      total,
      bucket(byClient, clientRef, s.clientId),
      bucket(byAgency, agencyRef, s.agencyId),
    ]) {
      a.shifts++;
      a.workers.add(s.workerId);
      a.missions += s.missions;
      a.waypoints += s.waypoints;
      a.km += s.km;
      if (s.unproductive) a.unproductiveShifts++;
    }
  }
  for (const an of anomalies) {
    if (q.anomaly && an.kind !== q.anomaly) continue;
    total.anomalies++;
    const shift = an.shiftId ? shiftById.get(an.shiftId) : undefined;
    if (shift) bucket(byClient, clientRef, shift.clientId).anomalies++;
    bucket(byAgency, agencyRef, agencyOf(an.workerId)).anomalies++;
  }
  const figures = (a: Acc) => ({
    shifts: a.shifts,
    workers: a.workers.size,
    missions: a.missions,
    waypoints: a.waypoints,
    km: a.km,
    unproductiveShifts: a.unproductiveShifts,
    anomalies: a.anomalies,
  });
  const sorted = (m: typeof byClient) =>
    [...m.values()].sort((x, y) => x.ref.name.localeCompare(y.ref.name) || x.ref.id - y.ref.id);
  return {
    date: q.date,
    totals: figures(total),
    byClient: sorted(byClient).map((b) => ({ client: b.ref, ...figures(b.a) })),
    byAgency: sorted(byAgency).map((b) => ({ agency: b.ref, ...figures(b.a) })),
  };
}
