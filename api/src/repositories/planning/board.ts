/**
 * The planning board and the day summary (docs/product.md#calls-planning), read from the
 * database on each call, no copy held in the process:
 * - getShifts: one query for the page of worker rows (sorted by name, with the anomaly gap), one
 *   for their shifts (with their clients' names) and one for their worker times of the period
 *   (shifts_worker_date_idx, worker_times_worker_date_idx), in one snapshot; the anomalies of the page's workers
 *   computed on those rows (domain/anomalies.ts); the total of worker rows and the totals of shifts and anomalies of
 *   all pages by one aggregate query (the rules of domain/anomalies.ts, counted in SQL).
 * - getDaySummary: one query over the date's shifts (with their mission totals, kept on each
 *   shift by migration 0046) and worker days; without a client filter the database adds them up
 *   by client and agency (one grouping-sets aggregate), with one the rows are added up here.
 * - the pickers (shiftable clients, client groups, shift types).
 */
import { sql } from 'kysely';
import { readSideBySide, type Executor } from '../../db/executor';
import { parisInstant } from '../../domain/dates';
import { detectAnomalies, type PlannedShift } from '../../domain/anomalies';
import { fullName } from '../areaHelpers';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { gapMinutesSql } from './rules';

type GetShiftsQuery = QueryOut<'planning', 'getShifts'>;
type BoardAnswer = ResponseOut<'planning', 'getShifts'>;
type BoardShiftOut = BoardAnswer['shifts'][number];
type BoardTimeOut = BoardAnswer['workerTimes'][number];
type BoardWorkerOut = BoardAnswer['workers'][number];
type AnomalyOut = BoardAnswer['anomalies'][number];
type DaySummary = ResponseOut<'planning', 'getDaySummary'>;

const intList = (ids: number[]) => sql`any(${sql.val(ids)}::int[])`;
/** An instant as ms since the epoch, in a JSON sub-select. */
/**
 * An instant as ms since the epoch. date_part gives a float8 at once; extract gives a numeric,
 * which costs the board about 2 ms more per page of ~550 shifts. Rounded: exact for instants
 * to the millisecond.
 */
const epochMs = (expr: string) => sql.raw(`round(date_part('epoch', ${expr}) * 1000)`);

/** Minutes after the Paris midnight of a date (one Map per call, for the page's dates). */
function minutesOnDate() {
  const midnight = new Map<string, number>();
  return (date: string, instant: number) => {
    let m = midnight.get(date);
    if (m === undefined) midnight.set(date, (m = parisInstant(date, 0).getTime()));
    return Math.round((instant - m) / 60_000);
  };
}

/** A shift row of the page as read (it is also the PlannedShift the anomaly rules take). */
interface BoardShiftRaw {
  id: number;
  workerId: number;
  clientId: number;
  clientName: string;
  shiftTypeId: number | null;
  typeName: string | null;
  typeColor: string | null;
  date: string;
  startsAt: number;
  endsAt: number;
  unproductive: boolean;
  version: number;
  missions: number;
}
/** A worker time row of the page as read (also the WorkedTime the anomaly rules take). */
interface BoardTimeRaw {
  id: number;
  workerId: number;
  date: string;
  startedAt: number;
  endedAt: number | null;
  gtaTypeId: number | null;
  isAbsence: boolean;
}

/**
 * Keeps an `exists` beside `active or` a per-row lookup (shifts_worker_date_idx, only for the
 * few inactive workers) rather than a hash of the whole period's rows built first, which the
 * planner prefers and which costs a page several times more.
 */
const perRow = sql`offset 0`;

/**
 * The worker rows of the board's filters: of the agencies and teams; with a client filter,
 * those with a shift of those clients in the period, else the active ones and anyone with a
 * shift in the period.
 */
export function boardWorkers(
  q: Pick<GetShiftsQuery, 'agencyIds' | 'teamIds' | 'clientIds' | 'dateStart' | 'dateEnd'>,
) {
  const agencies = q.agencyIds.length ? sql`w.agency_id = ${intList(q.agencyIds)}` : sql`true`;
  const teams = q.teamIds.length ? sql`w.team_id = ${intList(q.teamIds)}` : sql`true`;
  const shifted = q.clientIds.length
    ? sql`exists (select 1 from shifts s where s.worker_id = w.id and s.date >= ${q.dateStart}
        and s.date <= ${q.dateEnd} and s.client_id = ${intList(q.clientIds)})`
    : sql`(w.activity_status = 'active' or exists (select 1 from shifts s where s.worker_id = w.id
        and s.date >= ${q.dateStart} and s.date <= ${q.dateEnd} ${perRow}))`;
  return sql`${agencies} and ${teams} and ${shifted}`;
}

/**
 * One page of worker rows with their shifts (of the clients filtered) and worker times of the
 * period: the page's workers, then their shifts and their times as plain rows (a JSON object
 * built per row by the database costs it three times as much), instants as ms since the epoch
 * and dates as text, so that nothing is parsed twice.
 */
async function boardPageRows(db: Executor, q: GetShiftsQuery) {
  const { rows: workers } = await sql<{
    id: number;
    short_code: string;
    first_name: string;
    last_name: string;
    agency_id: number;
    team_id: number;
    activity_status: string;
    gap_minutes: number;
  }>`
    select w.id, w.short_code, w.first_name, w.last_name, w.agency_id, w.team_id, w.activity_status,
      ${gapMinutesSql} as gap_minutes
    from workers w
    where ${boardWorkers(q)}
    order by w.last_name, w.first_name, w.id
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(db);
  const page = sql`unnest(${sql.val(workers.map((w) => w.id))}::int[]) as p(id)`;
  const shiftClients = q.clientIds.length ? sql`and s.client_id = ${intList(q.clientIds)}` : sql``;
  // Each worker's shifts through shifts_worker_date_idx (the lateral fence keeps the planner
  // from scanning the whole period's shifts for the page's few), each with its client's name
  // (looked up by id: a round trip of its own for the page's clients cost more).
  const { rows: shifts } = await sql<BoardShiftRaw>`
    select s.worker_id as "workerId", s.id, s.client_id as "clientId",
      (select c.name from clients c where c.id = s.client_id) as "clientName",
      s.shift_type_id as "shiftTypeId", st.name as "typeName", st.color as "typeColor", s.date::text as date,
      ${epochMs('s.starts_at')} as "startsAt", ${epochMs('s.ends_at')} as "endsAt",
      s.unproductive, s.version, s.mission_count as missions
    from ${page}
    cross join lateral (select * from shifts s where s.worker_id = p.id and s.date >= ${q.dateStart}
      and s.date <= ${q.dateEnd} ${shiftClients} offset 0) s
    left join shift_types st on st.id = s.shift_type_id
    order by s.worker_id, s.starts_at, s.id`.execute(db);
  const { rows: times } = await sql<BoardTimeRaw>`
    select wt.worker_id as "workerId", wt.id, wt.date::text as date, ${epochMs('wt.started_at')} as "startedAt",
      ${epochMs('wt.ended_at')} as "endedAt", wt.gta_type_id as "gtaTypeId", coalesce(g.is_absence, false) as "isAbsence"
    from ${page}
    cross join lateral (select * from worker_times wt where wt.worker_id = p.id and wt.date >= ${q.dateStart}
      and wt.date <= ${q.dateEnd} offset 0) wt
    left join gta_types g on g.id = wt.gta_type_id
    order by wt.worker_id, wt.started_at, wt.id`.execute(db);
  const byWorker = new Map(
    workers.map((w) => [w.id, { shifts: [] as BoardShiftRaw[], times: [] as BoardTimeRaw[] }]),
  );
  for (const s of shifts) byWorker.get(s.workerId)!.shifts.push(s);
  for (const t of times) byWorker.get(t.workerId)!.times.push(t);
  const rows = workers.map((r) => ({
    worker: {
      id: r.id,
      shortCode: r.short_code,
      name: fullName(r.first_name, r.last_name),
      agencyId: r.agency_id,
      teamId: r.team_id,
      activityStatus: r.activity_status as 'active' | 'inactive',
    } satisfies BoardWorkerOut,
    ...byWorker.get(r.id)!,
  }));
  // The anomaly gap came with each worker row (without a worker there is no anomaly to find).
  return { rows, gapMinutes: workers[0]?.gap_minutes };
}

/**
 * The SQL test of a gap anomaly (domain/anomalies.ts): the gap rounds to more than the anomaly
 * gap's minutes (Math.round: half up), that is the actual instant is at least gap + 0.5 minutes
 * late or more than gap + 0.5 minutes early. Compared as instants: cheaper than minutes computed
 * for every row. The gap is read by the query itself (once: it does not depend on the row).
 */
function gapBeyond() {
  // One sub-select: the margin is worked out once per query, not per row.
  const margin = sql`(select (${gapMinutesSql} * 60 + 30) * interval '1 second')`;
  return (actual: string, planned: string) =>
    sql`(${sql.raw(actual)} >= ${sql.raw(planned)} + ${margin} or ${sql.raw(actual)} < ${sql.raw(planned)} - ${margin})`;
}

/**
 * The worker rows of the filters (all pages), their shifts and their anomalies, added up from
 * `worker_days` (one row per worker and date, kept by the shift and worker time writes:
 * migration 0040) with the rules of domain/anomalies.ts: overlapping pairs of shifts; without a
 * time worked, each started shift (counted from the shifts only on a day that has started and
 * not yet ended its shifts); without a shift, each time worked; else a start and an end gap
 * beyond `gap` minutes (the end when every time has ended). With a client filter the times do
 * not count (the anomalies are those of the clients' shifts alone), so those shifts are counted
 * themselves (shifts_client_date_idx).
 */
async function boardTotals(db: Executor, q: GetShiftsQuery, now: number) {
  if (q.clientIds.length) return clientBoardTotals(db, q, now);
  const at = new Date(now);
  const agencies = q.agencyIds.length ? sql`w.agency_id = ${intList(q.agencyIds)}` : sql`true`;
  const teams = q.teamIds.length ? sql`w.team_id = ${intList(q.teamIds)}` : sql`true`;
  const filtered = q.agencyIds.length || q.teamIds.length;
  const beyond = gapBeyond();
  // The worker-days of the period added up row by row (no grouping by worker: the anomalies of
  // a day are its own), and the worker rows counted apart: the active ones of the filters and
  // the others with a shift in the period.
  const { rows } = await sql<{ total: number; shifts: number; anomalies: number }>`
    select
      (select count(*) from workers w where ${agencies} and ${teams} and (w.activity_status = 'active'
        or exists (select 1 from worker_days d where d.worker_id = w.id and d.date >= ${q.dateStart}
          and d.date <= ${q.dateEnd} and d.shifts > 0 ${perRow})))::int as total,
      coalesce(sum(d.shifts), 0)::int as shifts,
      coalesce(sum(d.overlapping + case
          when d.shifts > 0 and d.times = 0 then case
            when d.first_shift_start >= ${at}::timestamptz then 0
            when d.last_shift_start < ${at}::timestamptz then d.shifts
            else (select count(*) from shifts s where s.worker_id = d.worker_id and s.date = d.date
              and s.starts_at < ${at}::timestamptz) end
          when d.shifts = 0 then d.times
          else (case when ${beyond('d.first_time_start', 'd.first_shift_start')} then 1 else 0 end)
            + (case when d.open_times = 0 and ${beyond('d.last_time_end', 'd.last_shift_end')} then 1 else 0 end)
          end), 0)::int as anomalies
    from worker_days d
    where d.date >= ${q.dateStart} and d.date <= ${q.dateEnd}
      ${filtered ? sql`and d.worker_id in (select w.id from workers w where ${agencies} and ${teams})` : sql``}`.execute(
    db,
  );
  return rows[0];
}

/** The totals of a board filtered by clients: their shifts and the anomalies of those shifts alone. */
async function clientBoardTotals(db: Executor, q: GetShiftsQuery, now: number) {
  const { rows } = await sql<{ total: number; shifts: number; anomalies: number }>`
    with f as (select w.id from workers w where ${boardWorkers(q)}),
    s as (
      select s.id, s.worker_id, s.date, s.starts_at, s.ends_at from shifts s join f on f.id = s.worker_id
      where s.date >= ${q.dateStart} and s.date <= ${q.dateEnd} and s.client_id = ${intList(q.clientIds)})
    select
      (select count(*) from f)::int as total,
      (select count(*) from s)::int as shifts,
      ((select count(*) from s a join s b on b.worker_id = a.worker_id and b.date = a.date and b.id > a.id
          and least(a.ends_at, b.ends_at) > greatest(a.starts_at, b.starts_at))
        + (select count(*) from s where s.starts_at < ${new Date(now)}::timestamptz))::int as anomalies`.execute(
    db,
  );
  return rows[0];
}

/**
 * The board: one page of worker rows (the active workers of the agency and team filters and
 * anyone with a shift in the period; with a client filter, only the workers with a shift of
 * those clients), their shifts, worker times and anomalies; the totals of all pages.
 */
export async function getShifts(db: Executor, q: GetShiftsQuery): Promise<BoardAnswer> {
  const now = Date.now();
  // The page and the totals beside it come from one snapshot, so they agree; the totals (a third
  // of the database's time) are read on a second connection while the page is.
  const [page, totals] = await readSideBySide(
    db,
    (tx) => boardPageRows(tx, q),
    (tx) => boardTotals(tx, q, now),
  );
  const gap = page.gapMinutes;
  const minutesOn = minutesOnDate();
  const clientRefs = new Map<number, { id: number; name: string }>();
  const typeRefs = new Map<number, { id: number; name: string; color: string | null }>();
  const shifts: BoardShiftOut[] = [];
  const workerTimes: BoardTimeOut[] = [];
  const anomalies: AnomalyOut[] = [];
  const clientPlanned: PlannedShift[] = [];
  for (const { worker, shifts: sh, times } of page.rows) {
    for (const s of sh) {
      if (!clientRefs.has(s.clientId)) clientRefs.set(s.clientId, { id: s.clientId, name: s.clientName });
      if (s.shiftTypeId !== null && !typeRefs.has(s.shiftTypeId))
        typeRefs.set(s.shiftTypeId, { id: s.shiftTypeId, name: s.typeName!, color: s.typeColor ?? null });
      shifts.push({
        id: s.id,
        workerId: worker.id,
        clientId: s.clientId,
        shiftTypeId: s.shiftTypeId,
        date: s.date,
        start: minutesOn(s.date, s.startsAt),
        end: minutesOn(s.date, s.endsAt),
        unproductive: s.unproductive,
        missions: s.missions,
        version: s.version,
      });
    }
    for (const t of times) {
      workerTimes.push({
        id: t.id,
        workerId: worker.id,
        date: t.date,
        start: minutesOn(t.date, t.startedAt),
        end: t.endedAt === null ? null : minutesOn(t.date, t.endedAt),
        gtaTypeId: t.gtaTypeId,
      });
    }
    // The rows as read are the rules' input (no copy). With a client filter, the anomalies of
    // those clients' shifts alone (worker times are another matter).
    if (q.clientIds.length) clientPlanned.push(...sh);
    else anomalies.push(...detectAnomalies(sh, times, { now, gapMinutes: gap }));
  }
  if (q.clientIds.length) anomalies.push(...detectAnomalies(clientPlanned, [], { now, gapMinutes: gap }));
  return {
    dateStart: q.dateStart,
    dateEnd: q.dateEnd,
    page: q.page,
    pageSize: q.pageSize,
    total: totals.total,
    totals: { shifts: totals.shifts, anomalies: totals.anomalies },
    clients: [...clientRefs.values()],
    shiftTypes: [...typeRefs.values()],
    workers: page.rows.map((p) => p.worker),
    shifts,
    workerTimes,
    anomalies,
  };
}

// ---------------------------------------------------------------- day summary

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
 * The day summary without a client filter, added up by the database in one pass: each worker's
 * whole day is in (the agency filter is the worker's), so each shift carries the anomalies the
 * rules of domain/anomalies.ts attribute to it (as the board's totals count them, from
 * `worker_days`): the overlaps where it is the earlier shift of the pair, a started shift
 * without time worked, a start gap on the worker's first shift, an end gap on the first shift
 * ending last; a time without any shift that day counts on no client, once per time. A
 * started shift without time worked is told by its own worker-day, joined to the day's shifts
 * (on a day nobody clocked, every shift). The shifts the other rules mark (an overlap, a gap)
 * are looked up by worker only on the worker-days whose kept figures show one (a few dozen of
 * ~1,600; the overlaps through a lateral fenced by `offset 0`, as the planner, which cannot tell
 * how few they are, would otherwise sort the whole day's shifts twice to merge-join them). One
 * grouping-sets aggregate of those rows
 * gives the totals, each client and each agency, as plain rows (a JSON object built per group by
 * the database cost it more than the sums).
 */
async function daySummaryOfWholeDays(
  db: Executor,
  q: QueryOut<'planning', 'getDaySummary'>,
): Promise<DaySummary> {
  const agencies = q.agencyIds.length ? sql`and w.agency_id = ${intList(q.agencyIds)}` : sql``;
  const at = new Date();
  const beyond = gapBeyond();
  const { rows } = await sql<GroupRow>`
    with d as (select d.* from worker_days d where d.date = ${q.date}),
    -- The shifts the anomaly rules mark, looked up on the few worker-days whose kept figures show one.
    marked as (
      select p.id from d cross join lateral (
        select a.id from shifts a
        join shifts b on b.worker_id = a.worker_id and b.date = a.date
          and (b.starts_at, b.id) > (a.starts_at, a.id) and least(a.ends_at, b.ends_at) > greatest(a.starts_at, b.starts_at)
        where a.worker_id = d.worker_id and a.date = ${q.date} offset 0) p
      where d.overlapping > 0
      union all
      select (select f.id from shifts f where f.worker_id = d.worker_id and f.date = ${q.date}
          order by f.starts_at, f.id limit 1)
      from d where d.shifts > 0 and d.times > 0 and ${beyond('d.first_time_start', 'd.first_shift_start')}
      union all
      select (select f.id from shifts f where f.worker_id = d.worker_id and f.date = ${q.date}
          and f.ends_at = d.last_shift_end order by f.starts_at, f.id limit 1)
      from d where d.shifts > 0 and d.times > 0 and d.open_times = 0
        and ${beyond('d.last_time_end', 'd.last_shift_end')}),
    marks as (select id, count(*)::int as n from marked group by id),
    -- A started shift on a worker-day without time worked is marked on its own row (its
    -- worker-day joined by worker): on a day without any time that is every shift, too many to
    -- look up one worker at a time.
    r as (
      select s.client_id, w.agency_id, s.worker_id, 1 as shift, s.mission_count as n, s.mission_waypoints as waypoints,
        s.mission_km as km, s.unproductive,
        coalesce(m.n, 0) + case when sd.times = 0 and s.starts_at < ${at}::timestamptz then 1 else 0 end as anomalies
      from shifts s join workers w on w.id = s.worker_id
      left join d sd on sd.worker_id = s.worker_id
      left join marks m on m.id = s.id
      where s.date = ${q.date} ${agencies}
      union all
      select null, w.agency_id, null, 0, 0, 0, 0, false, d.times
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

// ---------------------------------------------------------------- pickers

export async function listClientsShiftable(db: Executor) {
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'name', 'business_code', 'client_group_id'])
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    businessCode: r.business_code,
    clientGroupId: r.client_group_id,
  }));
}

export async function listClientGroupsShiftable(db: Executor) {
  const rows = await db
    .selectFrom('client_groups as g')
    .select(['g.id', 'g.name', 'g.code', 'g.activity_status'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('clients as c')
          .select('c.id')
          .whereRef('c.client_group_id', '=', 'g.id')
          .where('c.activity_status', '=', 'active')
          .where('c.closed_at', 'is', null),
      ),
    )
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    activityStatus: r.activity_status as 'active' | 'inactive',
  }));
}

export async function listShiftTypes(db: Executor) {
  const rows = await db
    .selectFrom('shift_types')
    .select(['id', 'name', 'code', 'activity_status', 'color', 'is_billable'])
    .where('activity_status', '=', 'active')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    activityStatus: r.activity_status as 'active' | 'inactive',
    color: r.color,
    isBillable: r.is_billable,
  }));
}
