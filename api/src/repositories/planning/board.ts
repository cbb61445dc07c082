/**
 * The planning board (docs/product.md#calls-planning), read from the database on each call, no
 * copy held in the process:
 * - getShifts: one query for the page of worker rows (sorted by name, with the anomaly gap), one
 *   for their shifts (with their clients' names) and one for their worker times of the period
 *   (shifts_worker_date_idx, worker_times_worker_date_idx), in one snapshot; the anomalies of the page's workers
 *   computed on those rows (domain/anomalies.ts); the total of worker rows and the totals of shifts and anomalies of
 *   all pages by one aggregate query (the rules of domain/anomalies.ts, counted in SQL).
 */
import { sql } from 'kysely';
import { readSideBySide, type Executor } from '../../db/executor';
import { parisInstant } from '../../domain/dates';
import { detectAnomalies, type PlannedShift } from '../../domain/anomalies';
import { fullName } from '../rowValues';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { closedMonthsBetween } from '../retrib/monthClosing';
import { gapMinutesSql } from './rules';
import { epochMs, gapBeyond, intList } from './boardSql';

type GetShiftsQuery = QueryOut<'planning', 'getShifts'>;
type BoardAnswer = ResponseOut<'planning', 'getShifts'>;
type BoardShiftOut = BoardAnswer['shifts'][number];
type BoardTimeOut = BoardAnswer['workerTimes'][number];
type BoardWorkerOut = BoardAnswer['workers'][number];
type AnomalyOut = BoardAnswer['anomalies'][number];

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
 * The worker rows of the filters (all pages), their shifts and anomalies, added up from
 * `worker_days` (kept by the writes, migration 0040) with the rules of domain/anomalies.ts. With a
 * client filter the times do not count, so those clients' shifts are counted themselves
 * (shifts_client_date_idx).
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
  // of the database's time) are read on a second connection while the page is. The period's
  // closed pay months are read on that snapshot too (what the board marks closed is what the
  // writes of that moment would refuse), after the totals: the page's side, three statements in
  // a row, is the longer one, and the answer waits for it.
  const [page, [totals, closedMonths]] = await readSideBySide(
    db,
    (tx) => boardPageRows(tx, q),
    async (tx) => [await boardTotals(tx, q, now), await closedMonthsBetween(tx, q.dateStart, q.dateEnd)] as const,
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
    closedMonths,
  };
}
