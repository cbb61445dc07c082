/**
 * Planning (docs/product.md#calls-planning): shifts with their missions, worker times, the
 * rules that refuse a shift (max-days limit, inactive worker, closed client, overlap),
 * anomalies (domain/anomalies.ts), the day summary and the planned-vs-actual reconciliation.
 * Every change writes an admin event in its transaction; deletes and the unproductive switch
 * also go to the worker's timeline with their comment.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { readChangeCountersSince } from '../db/changeCounters';
import { badRequest, conflict } from '../http/errors';
import { addDays, hhmm, parisInstant } from '../domain/dates';
import { detectAnomalies, type PlannedShift, type WorkedTime } from '../domain/anomalies';
import { payOfDay, ratesInForce } from '../domain/pay';
import { recordAdminEvent } from './adminEvents';
import { recordWorkerEvent } from './workers';
import { fullName, iso, isoOrNull, notFoundField, todayInParis } from './areaHelpers';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { asciiJson, JsonText } from '../http/jsonText';
import { recoveryRefusal } from './recovery';
import { areaTransaction } from './sharedReads';
import { readForEdit, updateVersioned } from './versioned';
import { contract } from '../shared';

type ShiftRow = ResponseOut<'planning', 'getShiftById'>;
type ShiftRowOnly = Omit<ShiftRow, 'worker' | 'missions' | 'createdAt' | 'updatedAt'>;
type ShiftDetail = ResponseOut<'planning', 'getShiftById'>;
type MissionRow = ShiftDetail['missions'][number];
type WorkerTimeRow = ResponseOut<'planning', 'getWorkerTimeByWorkerId'>[number];
type DaySummary = ResponseOut<'planning', 'getDaySummary'>;

const DEFAULT_MAX_DAYS = 30;
const DEFAULT_GAP_MINUTES = 15;

// ---------------------------------------------------------------- settings and helpers

/**
 * A change seen on the worker's timeline (worker_events) and in the admin events, with one
 * summary, written in the change's transaction.
 */
async function recordWorkerChange(
  db: Executor,
  e: {
    workerId: number;
    userId: number;
    kind: string;
    action: string;
    targetType: string;
    targetId: number;
    summary: string;
    data?: unknown;
  },
) {
  await recordWorkerEvent(db, e);
  await recordAdminEvent(db, {
    userId: e.userId,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    summary: e.summary,
  });
}

async function settingNumber(db: Executor, key: string, fallback: number): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const v = row ? Number(row.value) : NaN;
  return Number.isInteger(v) && v >= 0 ? v : fallback;
}

export async function getMaxDaysLimit(db: Executor) {
  const maxDaysLimit = await settingNumber(db, 'max_days_limit', DEFAULT_MAX_DAYS);
  const today = todayInParis();
  return { maxDaysLimit, today, lastDate: addDays(today, maxDaysLimit) };
}

export const gapMinutes = (db: Executor) => settingNumber(db, 'anomaly_gap_minutes', DEFAULT_GAP_MINUTES);

/** 'HH:MM' -> minutes after midnight. */
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The wall-clock time in Paris of an instant on a planning date ('HH:MM', past 24:00 for a night). */
export function timeOnDate(date: string, instant: Date | string): string {
  const ms = new Date(instant).getTime();
  return hhmm(Math.round((ms - parisInstant(date, 0).getTime()) / 60_000));
}

const ms = (d: Date | string) => new Date(d).getTime();

// ---------------------------------------------------------------- reads

function shiftsBase(db: Executor) {
  return db
    .selectFrom('shifts as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('shift_types as st', 'st.id', 's.shift_type_id')
    .select([
      's.id',
      's.worker_id',
      's.client_id',
      'c.name as client_name',
      's.shift_type_id',
      'st.name as shift_type_name',
      'st.color as shift_type_color',
      's.date',
      's.starts_at',
      's.ends_at',
      's.unproductive',
      's.unproductive_comment',
      's.comment',
      's.version',
      's.created_at',
      's.updated_at',
    ]);
}
type ShiftBaseRow = Awaited<ReturnType<ReturnType<typeof shiftsBase>['executeTakeFirstOrThrow']>>;
interface MissionTotals {
  n: number;
  waypoints: number;
  km: number;
}

function toShiftRow(r: ShiftBaseRow, m: MissionTotals | undefined): ShiftRowOnly {
  return {
    id: r.id,
    workerId: r.worker_id,
    client: { id: r.client_id, name: r.client_name },
    shiftType: r.shift_type_id
      ? { id: r.shift_type_id, name: r.shift_type_name!, color: r.shift_type_color ?? null }
      : null,
    date: r.date,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    startTime: timeOnDate(r.date, r.starts_at),
    endTime: timeOnDate(r.date, r.ends_at),
    unproductive: r.unproductive,
    unproductiveComment: r.unproductive_comment,
    comment: r.comment,
    missionsCount: m?.n ?? 0,
    waypoints: m?.waypoints ?? 0,
    km: m?.km ?? 0,
    version: r.version,
  };
}

async function missionTotals(db: Executor, shiftIds: number[]): Promise<Map<number, MissionTotals>> {
  const out = new Map<number, MissionTotals>();
  if (shiftIds.length === 0) return out;
  const rows = await db
    .selectFrom('missions')
    .select([
      'shift_id',
      sql<number>`count(*)::int`.as('n'),
      sql<number>`coalesce(sum(waypoints), 0)::int`.as('waypoints'),
      sql<number>`coalesce(sum(km), 0)::int`.as('km'),
    ])
    .where('shift_id', '=', sql<number>`any(${sql.val(shiftIds)}::int[])`)
    .groupBy('shift_id')
    .execute();
  for (const r of rows) out.set(r.shift_id, { n: r.n, waypoints: r.waypoints, km: r.km });
  return out;
}

function toMission(r: {
  id: number;
  shift_id: number;
  regular_mission_id: number | null;
  name: string;
  waypoints: number;
  km: number;
  comment: string | null;
  version: number;
}): MissionRow {
  return {
    id: r.id,
    shiftId: r.shift_id,
    regularMissionId: r.regular_mission_id,
    name: r.name,
    waypoints: r.waypoints,
    km: r.km,
    comment: r.comment,
    version: r.version,
  };
}

export async function getShiftDetail(db: Executor, shiftId: number, field = 'shiftId'): Promise<ShiftDetail> {
  const r = await shiftsBase(db)
    .innerJoin('workers as w', 'w.id', 's.worker_id')
    .select(['w.short_code', 'w.first_name', 'w.last_name'])
    .where('s.id', '=', shiftId)
    .executeTakeFirst();
  if (!r) throw notFoundField(field, `No such shift: ${shiftId}`);
  const missions = await db
    .selectFrom('missions')
    .select(['id', 'shift_id', 'regular_mission_id', 'name', 'waypoints', 'km', 'comment', 'version'])
    .where('shift_id', '=', shiftId)
    .orderBy('id')
    .execute();
  const totals = {
    n: missions.length,
    waypoints: missions.reduce((a, m) => a + m.waypoints, 0),
    km: missions.reduce((a, m) => a + m.km, 0),
  };
  return {
    ...toShiftRow(r, totals),
    worker: { id: r.worker_id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) },
    missions: missions.map(toMission),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

function workerTimesBase(db: Executor) {
  return db
    .selectFrom('worker_times as wt')
    .leftJoin('gta_types as g', 'g.id', 'wt.gta_type_id')
    .select([
      'wt.id',
      'wt.worker_id',
      'wt.date',
      'wt.started_at',
      'wt.ended_at',
      'wt.gta_type_id',
      'g.name as gta_name',
      'g.is_absence',
      'wt.comment',
      'wt.version',
    ]);
}
type TimeBaseRow = Awaited<ReturnType<ReturnType<typeof workerTimesBase>['executeTakeFirstOrThrow']>>;

function toWorkerTime(r: TimeBaseRow): WorkerTimeRow {
  return {
    id: r.id,
    workerId: r.worker_id,
    date: r.date,
    startedAt: iso(r.started_at),
    endedAt: isoOrNull(r.ended_at),
    minutes: r.ended_at ? Math.round((ms(r.ended_at) - ms(r.started_at)) / 60_000) : null,
    gtaType: r.gta_type_id ? { id: r.gta_type_id, name: r.gta_name! } : null,
    comment: r.comment,
    version: r.version,
  };
}

const plannedOf = (r: ShiftBaseRow): PlannedShift => ({
  id: r.id,
  workerId: r.worker_id,
  date: r.date,
  startsAt: ms(r.starts_at),
  endsAt: ms(r.ends_at),
});
const workedOf = (r: TimeBaseRow): WorkedTime => ({
  id: r.id,
  workerId: r.worker_id,
  date: r.date,
  startedAt: ms(r.started_at),
  endedAt: r.ended_at ? ms(r.ended_at) : null,
  isAbsence: r.is_absence === true,
});

// ---------------------------------------------------------------- the board's periods, in memory

type GetShiftsQuery = QueryOut<'planning', 'getShifts'>;
type BoardAnswer = ResponseOut<'planning', 'getShifts'>;
type BoardShiftOut = BoardAnswer['shifts'][number];
type BoardTimeOut = BoardAnswer['workerTimes'][number];
type BoardWorkerOut = BoardAnswer['workers'][number];
type AnomalyOut = BoardAnswer['anomalies'][number];

/** A shift of a period as kept in memory: the board's slim row (and its checked JSON text) and what the day summary adds up. */
interface HeldShift {
  row: BoardShiftOut;
  text: string;
  planned: PlannedShift;
  waypoints: number;
  km: number;
}
interface HeldTime {
  row: BoardTimeOut;
  text: string;
  worked: WorkedTime;
}

/** What getShiftById adds to a held shift: its comments, times of writing and missions (read once per period, on first use). */
interface ShiftExtra {
  comment: string | null;
  unproductiveComment: string | null;
  createdAt: string;
  updatedAt: string;
  missions: MissionRow[];
}

/**
 * The rows of one period (a board's week, or the week of a day summary) in memory: every
 * worker in the database's name order, the shifts and worker times of the period by worker
 * and by date, and the names they refer to, each row with its JSON text written and checked
 * against the contract once. Kept while the `planning_board` change counter (migration 0015)
 * stays the same.
 */
interface PeriodRows {
  dateStart: string;
  dateEnd: string;
  workers: BoardWorkerOut[];
  workerById: Map<number, BoardWorkerOut>;
  /** Each worker's place in `workers` (the name order). */
  workerOrder: Map<number, number>;
  /** The workers of each agency, in the name order, and the shifts of each client: a filtered board walks only those. */
  workersByAgency: Map<number, BoardWorkerOut[]>;
  shiftsByClient: Map<number, HeldShift[]>;
  /** Each worker's row as JSON pieces: the worker, and its shifts and times joined by commas ('' when none). */
  rowTexts: Map<number, { worker: string; shifts: string; times: string }>;
  /** Workers shown without a filter: active, or with a shift in the period (their times count for anomalies). */
  shown: Set<number>;
  shiftsByWorker: Map<number, HeldShift[]>;
  timesByWorker: Map<number, HeldTime[]>;
  shiftsByDate: Map<string, HeldShift[]>;
  timesByDate: Map<string, HeldTime[]>;
  shiftById: Map<number, HeldShift>;
  clients: Map<number, string>;
  shiftTypes: Map<number, { id: number; name: string; color: string | null }>;
  agencies: Map<number, string>;
  agencyOfWorker: Map<number, number>;
  gap: number;
  /** Read on the first getShiftById of a shift of the period (one read for all its shifts). */
  extras?: Promise<Map<number, ShiftExtra> | null>;
}

/**
 * A period at a time: its rows and the anomalies at `madeAt` (they depend on the time: a shift
 * not yet started misses no time). When time passes without a write, the anomalies are computed
 * again from the rows held (no read), at the latest a minute after the next start of a shift.
 * Requests filter and page it; identical requests share one answer text.
 */
interface Period extends PeriodRows {
  rows: PeriodRows;
  anomaliesByWorker: Map<number, AnomalyOut[]>;
  /** Each worker's anomalies as checked JSON joined by commas. */
  anomalyTexts: Map<number, string>;
  /** The anomalies of each date over all its shifts and times (the day summary's; found per worker and date). */
  dayAnomalies: Map<string, AnomalyOut[]>;
  madeAt: number;
  /** The next start of a shift after madeAt: from then on, it may be a shift without time (anomalies depend on the time). */
  validUntil: number;
  answers: Map<string, JsonText>;
  /** The day summaries' answers, apart from the board's (many filtered boards do not push the days out). */
  summaries: Map<string, JsonText>;
}

/** The board answer's schema: its row lists are written a row at a time, the rest (`BOARD_HEAD`) per page. */
const BOARD = contract.api.planning.getShifts.response.shape;
const BOARD_HEAD = contract.api.planning.getShifts.response.omit({
  workers: true,
  shifts: true,
  workerTimes: true,
  anomalies: true,
});

/** `[a,b]` from pieces that are each '' or comma-joined elements. */
const joinPieces = (pieces: string[]) => `[${pieces.filter((x) => x !== '').join(',')}]`;

const BOARD_COUNTER = 'planning_board';
/** How late a shift that has just started may show as "shift without time" (a write shows at once). */
const TIME_ANOMALY_DELAY_MS = 60_000;
const PERIODS_KEPT = 64;
const ANSWERS_KEPT = 500;

interface HeldPeriod {
  counter: string;
  value: Promise<Period>;
  /** The period once made (getShiftById looks shifts up in the periods held). */
  ready?: Period;
  /** Its anomalies are being computed again because time passed (no write since). */
  refreshing?: boolean;
}
const periodsOf = new WeakMap<object, Map<string, HeldPeriod>>();

/** `since`: when the request reached the server (arrivedAt in http/route.ts), to share a read sent after it. */
async function boardCounter(db: Executor, since?: number): Promise<string> {
  return (await readChangeCountersSince(db, [BOARD_COUNTER], since))[0];
}

function holdPeriod(map: Map<string, HeldPeriod>, key: string, entry: HeldPeriod) {
  map.delete(key);
  map.set(key, entry);
  if (map.size > PERIODS_KEPT) map.delete(map.keys().next().value!);
  entry.value.then(
    (p) => {
      entry.ready = p;
    },
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
}

/** The period from `dateStart` to `dateEnd`, as fresh as the last committed change (on PGlite no read when it is held; db/changeCounters.ts). */
async function period(db: Executor, dateStart: string, dateEnd: string, since?: number): Promise<Period> {
  const counter = await boardCounter(db, since);
  let held = periodsOf.get(db);
  if (!held) periodsOf.set(db, (held = new Map()));
  const key = `${dateStart}|${dateEnd}`;
  const now = held.get(key);
  if (now && now.counter === counter) {
    const value = await now.value;
    // No write since it was made: only time passed (a shift started). The held period answers
    // while its anomalies are computed again from its rows, once, without a read.
    if (Date.now() >= value.validUntil && !now.refreshing) {
      now.refreshing = true;
      const map = held;
      setImmediate(() => {
        if (map.get(key) !== now) return;
        // A failure is a rejected period (dropped by holdPeriod), never an exception thrown out of the timer.
        const next: HeldPeriod = {
          counter,
          value: new Promise<Period>((resolve) => resolve(atTime(value.rows, Date.now()))),
        };
        holdPeriod(map, key, next);
      });
    }
    // Most recently used last: the first key is the one to drop.
    held.delete(key);
    held.set(key, now);
    return value;
  }
  const entry: HeldPeriod = { counter, value: makePeriod(db, dateStart, dateEnd) };
  holdPeriod(held, key, entry);
  return entry.value;
}

async function makePeriod(db: Executor, dateStart: string, dateEnd: string): Promise<Period> {
  const [workerRows, shiftRows, timeRows, typeRows, agencyRows, gap] = await Promise.all([
    db
      .selectFrom('workers')
      .select(['id', 'short_code', 'first_name', 'last_name', 'agency_id', 'team_id', 'activity_status'])
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('shifts as s')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('missions as m')
            .innerJoin('shifts as s2', 's2.id', 'm.shift_id')
            .where('s2.date', '>=', dateStart)
            .where('s2.date', '<=', dateEnd)
            .select([
              'm.shift_id',
              sql<number>`count(*)::int`.as('n'),
              sql<number>`sum(m.waypoints)::int`.as('waypoints'),
              sql<number>`sum(m.km)::int`.as('km'),
            ])
            .groupBy('m.shift_id')
            .as('mt'),
        (j) => j.onRef('mt.shift_id', '=', 's.id'),
      )
      .select([
        's.id',
        's.worker_id',
        's.client_id',
        'c.name as client_name',
        's.shift_type_id',
        's.date',
        's.starts_at',
        's.ends_at',
        's.unproductive',
        's.version',
        'mt.n',
        'mt.waypoints',
        'mt.km',
      ])
      .where('s.date', '>=', dateStart)
      .where('s.date', '<=', dateEnd)
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .execute(),
    workerTimesBase(db)
      .where('wt.date', '>=', dateStart)
      .where('wt.date', '<=', dateEnd)
      .orderBy('wt.started_at')
      .orderBy('wt.id')
      .execute(),
    db.selectFrom('shift_types').select(['id', 'name', 'color']).execute(),
    db.selectFrom('agencies').select(['id', 'name']).execute(),
    gapMinutes(db),
  ]);
  const midnights = new Map<string, number>();
  const midnight = (date: string) => {
    let m = midnights.get(date);
    if (m === undefined) midnights.set(date, (m = parisInstant(date, 0).getTime()));
    return m;
  };
  const minutesOn = (date: string, instant: number) => Math.round((instant - midnight(date)) / 60_000);
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };

  const clients = new Map<number, string>();
  const shiftsByWorker = new Map<number, HeldShift[]>();
  const shiftsByDate = new Map<string, HeldShift[]>();
  const shiftById = new Map<number, HeldShift>();
  const shiftsByClient = new Map<number, HeldShift[]>();
  const withShift = new Set<number>();
  for (const r of shiftRows) {
    const startsAt = ms(r.starts_at);
    const endsAt = ms(r.ends_at);
    clients.set(r.client_id, r.client_name);
    const row: BoardShiftOut = {
      id: r.id,
      workerId: r.worker_id,
      clientId: r.client_id,
      shiftTypeId: r.shift_type_id,
      date: r.date,
      start: minutesOn(r.date, startsAt),
      end: minutesOn(r.date, endsAt),
      unproductive: r.unproductive,
      missions: r.n ?? 0,
      version: r.version,
    };
    const held: HeldShift = {
      row,
      // Each row checked against the contract's element schema once while the period is held.
      text: asciiJson(BOARD.shifts.element, row),
      planned: { id: r.id, workerId: r.worker_id, date: r.date, startsAt, endsAt },
      waypoints: r.waypoints ?? 0,
      km: r.km ?? 0,
    };
    push(shiftsByWorker, r.worker_id, held);
    push(shiftsByDate, r.date, held);
    shiftById.set(r.id, held);
    push(shiftsByClient, r.client_id, held);
    withShift.add(r.worker_id);
  }
  const timesByWorker = new Map<number, HeldTime[]>();
  const timesByDate = new Map<string, HeldTime[]>();
  for (const t of timeRows) {
    const worked = workedOf(t);
    const row: BoardTimeOut = {
      id: t.id,
      workerId: t.worker_id,
      date: t.date,
      start: minutesOn(t.date, worked.startedAt),
      end: worked.endedAt === null ? null : minutesOn(t.date, worked.endedAt),
      gtaTypeId: t.gta_type_id,
    };
    const held: HeldTime = { row, text: asciiJson(BOARD.workerTimes.element, row), worked };
    push(timesByWorker, t.worker_id, held);
    push(timesByDate, t.date, held);
  }
  const workers: BoardWorkerOut[] = [];
  const workerById = new Map<number, BoardWorkerOut>();
  const workerOrder = new Map<number, number>();
  const workersByAgency = new Map<number, BoardWorkerOut[]>();
  const agencyOfWorker = new Map<number, number>();
  const shown = new Set<number>();
  const rowTexts: PeriodRows['rowTexts'] = new Map();
  for (const w of workerRows) {
    agencyOfWorker.set(w.id, w.agency_id);
    const activityStatus = w.activity_status as 'active' | 'inactive';
    if (activityStatus === 'active' || withShift.has(w.id)) shown.add(w.id);
    const row: BoardWorkerOut = {
      id: w.id,
      shortCode: w.short_code,
      name: fullName(w.first_name, w.last_name),
      agencyId: w.agency_id,
      teamId: w.team_id,
      activityStatus,
    };
    workers.push(row);
    workerById.set(w.id, row);
    workerOrder.set(w.id, workers.length - 1);
    push(workersByAgency, w.agency_id, row);
    rowTexts.set(w.id, {
      worker: asciiJson(BOARD.workers.element, row),
      shifts: (shiftsByWorker.get(w.id) ?? []).map((s) => s.text).join(','),
      times: (timesByWorker.get(w.id) ?? []).map((x) => x.text).join(','),
    });
  }
  const rows: PeriodRows = {
    dateStart,
    dateEnd,
    workers,
    workerById,
    workerOrder,
    workersByAgency,
    shiftsByClient,
    rowTexts,
    shown,
    shiftsByWorker,
    timesByWorker,
    shiftsByDate,
    timesByDate,
    shiftById,
    clients,
    shiftTypes: new Map(typeRows.map((t) => [t.id, { id: t.id, name: t.name, color: t.color ?? null }])),
    agencies: new Map(agencyRows.map((a) => [a.id, a.name])),
    agencyOfWorker,
    gap,
  };
  return atTime(rows, Date.now());
}

/** A period's rows with their anomalies at `now`, and the day summaries without a filter written once. */
function atTime(rows: PeriodRows, now: number): Period {
  const planned: PlannedShift[] = [];
  let validUntil = Infinity;
  for (const list of rows.shiftsByWorker.values())
    for (const s of list) {
      planned.push(s.planned);
      if (s.planned.startsAt > now && s.planned.startsAt < validUntil) validUntil = s.planned.startsAt;
    }
  // The current week's shifts start every few minutes: a shift that has just started shows as
  // missing its time about TIME_ANOMALY_DELAY_MS late, rather than the anomalies made again each time.
  validUntil = Math.max(validUntil, now + TIME_ANOMALY_DELAY_MS);
  const worked: WorkedTime[] = [];
  const shownWorked: WorkedTime[] = [];
  for (const [workerId, list] of rows.timesByWorker)
    for (const t of list) {
      worked.push(t.worked);
      if (rows.shown.has(workerId)) shownWorked.push(t.worked);
    }
  const options = { now, gapMinutes: rows.gap };
  const anomaliesByWorker = new Map<number, AnomalyOut[]>();
  for (const a of detectAnomalies(planned, shownWorked, options)) {
    const list = anomaliesByWorker.get(a.workerId);
    if (list) list.push(a);
    else anomaliesByWorker.set(a.workerId, [a]);
  }
  const anomalyTexts = new Map<number, string>();
  for (const [workerId, list] of anomaliesByWorker)
    anomalyTexts.set(workerId, list.map((a) => asciiJson(BOARD.anomalies.element, a)).join(','));
  // Anomalies are found per worker and date: those of all workers, by date, serve every day summary without a client filter.
  const dayAnomalies = new Map<string, AnomalyOut[]>();
  for (const a of detectAnomalies(planned, worked, options)) {
    const list = dayAnomalies.get(a.date);
    if (list) list.push(a);
    else dayAnomalies.set(a.date, [a]);
  }
  const p: Period = {
    ...rows,
    rows,
    anomaliesByWorker,
    anomalyTexts,
    dayAnomalies,
    madeAt: now,
    validUntil,
    answers: new Map(),
    summaries: new Map(),
  };
  // A week (the period of its day summaries): each day's summary without a filter written now, not by a request.
  if (mondayOfDate(rows.dateStart) === rows.dateStart && addDays(rows.dateStart, 6) === rows.dateEnd)
    for (const date of rows.shiftsByDate.keys()) daySummaryText(p, { date, clientIds: [], agencyIds: [] });
  return p;
}

/** The answer of `key` in the period, written once while the period is held. */
function answerOnce(answers: Map<string, JsonText>, key: string, make: () => JsonText): JsonText {
  const held = answers.get(key);
  if (held !== undefined) return held;
  const value = make();
  if (answers.size >= ANSWERS_KEPT) answers.clear();
  answers.set(key, value);
  return value;
}

const idsKey = (ids: number[]) => ids.join(',');

/**
 * The board: one page of worker rows (the active workers of the agency and team filters and
 * anyone with a shift in the period; with a client filter, only the workers with a shift of
 * those clients), their shifts, worker times and anomalies, from the period in memory.
 */
export async function getShifts(db: Executor, q: GetShiftsQuery, since?: number): Promise<JsonText> {
  const p = await period(db, q.dateStart, q.dateEnd, since);
  const key = `${q.page}|${q.pageSize}|${idsKey(q.agencyIds)}|${idsKey(q.teamIds)}|${idsKey(q.clientIds)}`;
  return answerOnce(p.answers, key, () => boardPage(p, q));
}

function boardPage(p: Period, q: GetShiftsQuery): JsonText {
  const agencies = q.agencyIds.length ? new Set(q.agencyIds) : null;
  const teams = q.teamIds.length ? new Set(q.teamIds) : null;
  const clientIds = q.clientIds.length ? new Set(q.clientIds) : null;
  const shiftsOf = (workerId: number) => {
    const list = p.shiftsByWorker.get(workerId) ?? [];
    return clientIds ? list.filter((s) => clientIds.has(s.row.clientId)) : list;
  };
  const rows: BoardWorkerOut[] = [];
  let shiftCount = 0;
  let anomalyCount = 0;
  // Only the workers a filter can keep: those with a shift of the clients, or those of the one agency.
  let candidates = p.workers;
  if (clientIds) {
    const ids = new Set<number>();
    for (const c of clientIds) for (const s of p.shiftsByClient.get(c) ?? []) ids.add(s.row.workerId);
    candidates = [...ids]
      .sort((a, b) => p.workerOrder.get(a)! - p.workerOrder.get(b)!)
      .map((id) => p.workerById.get(id)!);
  } else if (q.agencyIds.length === 1) candidates = p.workersByAgency.get(q.agencyIds[0]) ?? [];
  for (const w of candidates) {
    if (agencies && !agencies.has(w.agencyId)) continue;
    if (teams && !teams.has(w.teamId)) continue;
    const n = clientIds ? shiftsOf(w.id).length : (p.shiftsByWorker.get(w.id)?.length ?? 0);
    if (clientIds ? n === 0 : w.activityStatus !== 'active' && n === 0) continue;
    rows.push(w);
    shiftCount += n;
    if (!clientIds) anomalyCount += p.anomaliesByWorker.get(w.id)?.length ?? 0;
  }
  // With a client filter, the anomalies are those between the shifts of those clients (overlaps): worker times are another matter.
  const clientAnomalies = clientIds
    ? detectAnomalies(
        rows.flatMap((w) => shiftsOf(w.id).map((s) => s.planned)),
        [],
        { now: p.madeAt, gapMinutes: p.gap },
      )
    : [];
  if (clientIds) anomalyCount = clientAnomalies.length;
  const start = (q.page - 1) * q.pageSize;
  const workers = rows.slice(start, start + q.pageSize);
  const onPage = new Set(workers.map((w) => w.id));
  const clientRefs = new Map<number, { id: number; name: string }>();
  const typeRefs = new Map<number, { id: number; name: string; color: string | null }>();
  const shiftPieces: string[] = [];
  for (const w of workers) {
    const list = shiftsOf(w.id);
    for (const s of list) {
      const c = s.row.clientId;
      if (!clientRefs.has(c)) clientRefs.set(c, { id: c, name: p.clients.get(c) ?? '' });
      const type = s.row.shiftTypeId === null ? undefined : p.shiftTypes.get(s.row.shiftTypeId);
      if (type) typeRefs.set(type.id, type);
    }
    // Without a client filter, a worker's shifts as they are: their joined text.
    shiftPieces.push(clientIds ? list.map((s) => s.text).join(',') : p.rowTexts.get(w.id)!.shifts);
  }
  const head = {
    dateStart: q.dateStart,
    dateEnd: q.dateEnd,
    page: q.page,
    pageSize: q.pageSize,
    total: rows.length,
    totals: { shifts: shiftCount, anomalies: anomalyCount },
    clients: [...clientRefs.values()],
    shiftTypes: [...typeRefs.values()],
  };
  const anomalies = clientIds
    ? clientAnomalies.filter((a) => onPage.has(a.workerId)).map((a) => asciiJson(BOARD.anomalies.element, a))
    : workers.map((w) => p.anomalyTexts.get(w.id) ?? '');
  const texts = workers.map((w) => p.rowTexts.get(w.id)!);
  return new JsonText(
    `${asciiJson(BOARD_HEAD, head).slice(0, -1)},"workers":[${texts.map((t) => t.worker).join(',')}]` +
      `,"shifts":${joinPieces(shiftPieces)},"workerTimes":${joinPieces(texts.map((t) => t.times))}` +
      `,"anomalies":${joinPieces(anomalies)}}`,
  );
}

// ---------------------------------------------------------------- one shift, from the periods held

/** The comments, times of writing and missions of every shift of a period: one read of each, on the first getShiftById of the period. */
async function periodExtras(db: Executor, p: PeriodRows): Promise<Map<number, ShiftExtra>> {
  const [shiftRows, missionRows] = await Promise.all([
    db
      .selectFrom('shifts')
      .select(['id', 'comment', 'unproductive_comment', 'created_at', 'updated_at'])
      .where('date', '>=', p.dateStart)
      .where('date', '<=', p.dateEnd)
      .execute(),
    db
      .selectFrom('missions as m')
      .innerJoin('shifts as s', 's.id', 'm.shift_id')
      .select([
        'm.id',
        'm.shift_id',
        'm.regular_mission_id',
        'm.name',
        'm.waypoints',
        'm.km',
        'm.comment',
        'm.version',
      ])
      .where('s.date', '>=', p.dateStart)
      .where('s.date', '<=', p.dateEnd)
      .orderBy('m.id')
      .execute(),
  ]);
  const out = new Map<number, ShiftExtra>();
  for (const r of shiftRows)
    out.set(r.id, {
      comment: r.comment,
      unproductiveComment: r.unproductive_comment,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      missions: [],
    });
  for (const m of missionRows) out.get(m.shift_id)?.missions.push(toMission(m));
  return out;
}

const SHIFT_DETAIL = contract.api.planning.getShiftById.response;

/**
 * planning/getShiftById: from a period held for the current change counter that has the shift
 * (the board's weeks; its missions and comments read once for the whole period), else read.
 */
export async function getShiftById(db: Executor, shiftId: number): Promise<ShiftDetail | JsonText> {
  const counter = await boardCounter(db);
  for (const entry of periodsOf.get(db)?.values() ?? []) {
    const p = entry.ready;
    if (entry.counter !== counter || !p) continue;
    const s = p.shiftById.get(shiftId);
    if (!s) continue;
    const rows = p.rows;
    if (!rows.extras) {
      // Kept only if no write came between the period's counter and these reads (else the period is stale anyway).
      const extras = periodExtras(db, rows).then(async (m) =>
        (await boardCounter(db)) === counter ? m : null,
      );
      rows.extras = extras;
      extras.catch(() => {
        if (rows.extras === extras) rows.extras = undefined;
      });
    }
    const extra = (await rows.extras)?.get(shiftId);
    if (!extra) break;
    return new JsonText(asciiJson(SHIFT_DETAIL, heldShiftDetail(p, s, extra)));
  }
  return getShiftDetail(db, shiftId);
}

function heldShiftDetail(p: Period, s: HeldShift, extra: ShiftExtra): ShiftDetail {
  const r = s.row;
  const w = p.workerById.get(r.workerId);
  const type = r.shiftTypeId === null ? undefined : p.shiftTypes.get(r.shiftTypeId);
  return {
    id: r.id,
    workerId: r.workerId,
    client: { id: r.clientId, name: p.clients.get(r.clientId) ?? '' },
    shiftType: type ? { id: type.id, name: type.name, color: type.color } : null,
    date: r.date,
    startsAt: iso(new Date(s.planned.startsAt)),
    endsAt: iso(new Date(s.planned.endsAt)),
    startTime: hhmm(r.start),
    endTime: hhmm(r.end),
    unproductive: r.unproductive,
    unproductiveComment: extra.unproductiveComment,
    comment: extra.comment,
    missionsCount: r.missions,
    waypoints: s.waypoints,
    km: s.km,
    version: r.version,
    worker: { id: r.workerId, shortCode: w?.shortCode ?? '', name: w?.name ?? '' },
    missions: extra.missions,
    createdAt: extra.createdAt,
    updatedAt: extra.updatedAt,
  };
}

// ---------------------------------------------------------------- day summary

/** The Monday of a date's week (the period a day summary is read from). */
function mondayOfDate(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The day summary, from the week of the date in memory (see period), its JSON written once per filter. */
export async function getDaySummary(
  db: Executor,
  q: QueryOut<'planning', 'getDaySummary'>,
  since?: number,
): Promise<JsonText> {
  const monday = mondayOfDate(q.date);
  const p = await period(db, monday, addDays(monday, 6), since);
  return daySummaryText(p, q);
}

const DAY_SUMMARY = contract.api.planning.getDaySummary.response;

function daySummaryText(p: Period, q: QueryOut<'planning', 'getDaySummary'>): JsonText {
  return answerOnce(
    p.summaries,
    `summary|${q.date}|${idsKey(q.clientIds)}|${idsKey(q.agencyIds)}`,
    () => new JsonText(asciiJson(DAY_SUMMARY, daySummaryOf(p, q))),
  );
}

function daySummaryOf(p: Period, q: QueryOut<'planning', 'getDaySummary'>): DaySummary {
  const clientIds = q.clientIds.length ? new Set(q.clientIds) : null;
  const agencyIds = q.agencyIds.length ? new Set(q.agencyIds) : null;
  const agencyOf = (workerId: number) => p.agencyOfWorker.get(workerId) ?? 0;
  const shifts = (p.shiftsByDate.get(q.date) ?? []).filter(
    (s) =>
      (!clientIds || clientIds.has(s.row.clientId)) &&
      (!agencyIds || agencyIds.has(agencyOf(s.row.workerId))),
  );
  let anomalies: AnomalyOut[];
  if (clientIds) {
    const workerIds = new Set(shifts.map((s) => s.row.workerId));
    // Times of the workers of these shifts only: time without shift of other workers is not these clients' matter.
    const times = (p.timesByDate.get(q.date) ?? []).filter(
      (t) => workerIds.has(t.row.workerId) && (!agencyIds || agencyIds.has(agencyOf(t.row.workerId))),
    );
    anomalies = detectAnomalies(
      shifts.map((s) => s.planned),
      times.map((t) => t.worked),
      { now: p.madeAt, gapMinutes: p.gap },
    );
  } else {
    // Every shift and time of the date (of the agencies): the anomalies of those workers, found once per period.
    const all = p.dayAnomalies.get(q.date) ?? [];
    anomalies = agencyIds ? all.filter((a) => agencyIds.has(agencyOf(a.workerId))) : all;
  }
  const shiftById = new Map(shifts.map((s) => [s.row.id, s]));
  const clientRef = (id: number) => ({ id, name: p.clients.get(id) ?? '' });
  const agencyRef = (id: number) => ({ id, name: p.agencies.get(id) ?? '' });

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
      bucket(byClient, clientRef, s.row.clientId),
      bucket(byAgency, agencyRef, agencyOf(s.row.workerId)),
    ]) {
      a.shifts++;
      a.workers.add(s.row.workerId);
      a.missions += s.row.missions;
      a.waypoints += s.waypoints;
      a.km += s.km;
      if (s.row.unproductive) a.unproductiveShifts++;
    }
  }
  for (const an of anomalies) {
    total.anomalies++;
    const shift = an.shiftId ? shiftById.get(an.shiftId) : undefined;
    if (shift) bucket(byClient, clientRef, shift.row.clientId).anomalies++;
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

async function requireWorkerRow(db: Executor, workerId: number, field: string) {
  const w = await db
    .selectFrom('workers')
    .select(['id', 'short_code', 'first_name', 'last_name', 'activity_status', 'team_id', 'agency_id'])
    .where('id', '=', workerId)
    .executeTakeFirst();
  if (!w) throw notFoundField(field, `No such worker: ${workerId}`);
  return w;
}

export async function getWorkerTimesOn(db: Executor, workerId: number, date: string) {
  await requireWorkerRow(db, workerId, 'workerId');
  const rows = await workerTimesBase(db)
    .where('wt.worker_id', '=', workerId)
    .where('wt.date', '=', date)
    .orderBy('wt.started_at')
    .execute();
  return rows.map(toWorkerTime);
}

/** Shifts, times and anomalies of one worker over a period. */
async function workerPeriod(db: Executor, workerId: number, dateStart: string, dateEnd: string) {
  const [shiftRows, timeRows, gap] = await Promise.all([
    shiftsBase(db)
      .where('s.worker_id', '=', workerId)
      .where('s.date', '>=', dateStart)
      .where('s.date', '<=', dateEnd)
      .orderBy('s.starts_at')
      .execute(),
    workerTimesBase(db)
      .where('wt.worker_id', '=', workerId)
      .where('wt.date', '>=', dateStart)
      .where('wt.date', '<=', dateEnd)
      .orderBy('wt.started_at')
      .execute(),
    gapMinutes(db),
  ]);
  const anomalies = detectAnomalies(shiftRows.map(plannedOf), timeRows.map(workedOf), {
    now: Date.now(),
    gapMinutes: gap,
  });
  return { shiftRows, timeRows, anomalies };
}

export async function getWorkerAnomalies(
  db: Executor,
  q: QueryOut<'planning', 'getWorkerAnomaliesAndPlannedShifts'>,
) {
  const w = await requireWorkerRow(db, q.workerId, 'workerId');
  const limit = await getMaxDaysLimit(db);
  const dateStart = q.dateStart ?? addDays(limit.today, -14);
  const dateEnd = q.dateEnd ?? limit.lastDate;
  if (dateEnd < dateStart)
    throw badRequest('dateEnd is before dateStart', { dateEnd: 'dateEnd is before dateStart' });
  const { shiftRows, timeRows, anomalies } = await workerPeriod(db, w.id, dateStart, dateEnd);
  const totals = await missionTotals(
    db,
    shiftRows.map((s) => s.id),
  );
  return {
    worker: { id: w.id, shortCode: w.short_code, name: fullName(w.first_name, w.last_name) },
    dateStart,
    dateEnd,
    shifts: shiftRows.map((s) => toShiftRow(s, totals.get(s.id))),
    workerTimes: timeRows.map(toWorkerTime),
    anomalies,
  };
}

// ---------------------------------------------------------------- placement rules

export interface Placement {
  workerId: number;
  clientId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  /** The shift being moved or edited: not an overlap with itself. */
  excludeShiftId?: number;
  fields: { worker: string; client: string; date: string };
  /** Skip the max-days check (an edit that keeps its date). */
  keepsDate?: boolean;
}

/** The refusals of DESIGN §5, each naming its rule: 400 beyond the limit, 409 inactive worker, closed client, client in recovery, overlap. */
export async function checkPlacement(db: Executor, p: Placement): Promise<void> {
  if (!p.keepsDate) {
    const limit = await getMaxDaysLimit(db);
    if (p.date > limit.lastDate) {
      const message = `Beyond the max-days limit: shifts may be planned up to ${limit.lastDate} (${limit.maxDaysLimit} days ahead)`;
      throw badRequest(message, { [p.fields.date]: message });
    }
  }
  const w = await requireWorkerRow(db, p.workerId, p.fields.worker);
  if (w.activity_status !== 'active')
    throw conflict(`Worker ${w.short_code} is inactive: inactive workers cannot receive shifts`);
  const c = await db
    .selectFrom('clients')
    .select(['id', 'name', 'activity_status', 'closed_at'])
    .where('id', '=', p.clientId)
    .executeTakeFirst();
  if (!c) throw notFoundField(p.fields.client, `No such client: ${p.clientId}`);
  if (c.closed_at !== null || c.activity_status !== 'active')
    throw conflict(
      `Client ${c.name} is ${c.closed_at ? 'closed' : 'inactive'}: a closed or inactive client refuses new shifts`,
    );
  // Finance's "in recovery" block (docs/product.md#finance-recovery): its text names the rule.
  const recovery = await recoveryRefusal(db, c.id);
  if (recovery) throw conflict(recovery);
  let oq = db
    .selectFrom('shifts')
    .select(['id', 'date', 'starts_at', 'ends_at'])
    .where('worker_id', '=', p.workerId)
    .where('date', '>=', addDays(p.date, -1))
    .where('date', '<=', addDays(p.date, 1))
    .where('starts_at', '<', p.endsAt)
    .where('ends_at', '>', p.startsAt);
  if (p.excludeShiftId) oq = oq.where('id', '!=', p.excludeShiftId);
  const other = await oq.orderBy('starts_at').executeTakeFirst();
  if (other)
    throw conflict(
      `Overlaps shift ${other.id} of ${w.short_code} on ${other.date} (${timeOnDate(other.date, other.starts_at)}–${timeOnDate(other.date, other.ends_at)}): a worker's shifts cannot overlap`,
    );
}

async function requireShiftType(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const t = await db.selectFrom('shift_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!t) throw notFoundField('shiftTypeId', `No such shift type: ${id}`);
}

// ---------------------------------------------------------------- shift changes

type CreateShiftBody = BodyOut<'planning', 'createShift'>;

export async function createShift(db: Database, userId: number, b: CreateShiftBody): Promise<ShiftDetail> {
  return areaTransaction(db, async (tx) => {
    const startsAt = parisInstant(b.date, minutesOf(b.startTime));
    const endsAt = parisInstant(b.date, minutesOf(b.endTime));
    await checkPlacement(tx, {
      workerId: b.workerId,
      clientId: b.clientId,
      date: b.date,
      startsAt,
      endsAt,
      fields: { worker: 'workerId', client: 'clientId', date: 'date' },
    });
    await requireShiftType(tx, b.shiftTypeId);
    const { id } = await tx
      .insertInto('shifts')
      .values({
        worker_id: b.workerId,
        client_id: b.clientId,
        shift_type_id: b.shiftTypeId ?? null,
        date: b.date,
        starts_at: startsAt,
        ends_at: endsAt,
        comment: b.comment || null,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (b.missions?.length)
      await tx
        .insertInto('missions')
        .values(
          b.missions.map((m) => ({
            shift_id: id,
            name: m.name,
            waypoints: m.waypoints,
            km: m.km,
            comment: m.comment || null,
          })),
        )
        .execute();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.createShift',
      targetType: 'shift',
      targetId: id,
      summary: `Shift ${id}: worker ${b.workerId}, client ${b.clientId}, ${b.date} ${b.startTime}–${b.endTime}, ${b.missions?.length ?? 0} missions`,
    });
    return getShiftDetail(tx, id);
  });
}

type UpdateShiftBody = BodyOut<'planning', 'updateShift'>;

export async function updateShift(db: Database, userId: number, b: UpdateShiftBody): Promise<ShiftDetail> {
  return areaTransaction(db, async (tx) => {
    const cur = await readForEdit(tx, 'shifts', b.id, b.version, 'shift');
    const date = cur.date as string;
    const startTime = b.startTime ?? timeOnDate(date, cur.starts_at as Date);
    const endTime = b.endTime ?? timeOnDate(date, cur.ends_at as Date);
    if (minutesOf(endTime) <= minutesOf(startTime))
      throw badRequest('The end must be after the start', { endTime: 'The end must be after the start' });
    const startsAt = parisInstant(date, minutesOf(startTime));
    const endsAt = parisInstant(date, minutesOf(endTime));
    const clientId = b.clientId ?? cur.client_id;
    const changes: string[] = [];
    if (clientId !== cur.client_id) changes.push('clientId');
    if (b.shiftTypeId !== undefined && b.shiftTypeId !== cur.shift_type_id) changes.push('shiftTypeId');
    if (startsAt.getTime() !== ms(cur.starts_at as Date)) changes.push('startTime');
    if (endsAt.getTime() !== ms(cur.ends_at as Date)) changes.push('endTime');
    if (b.comment !== undefined && (b.comment || null) !== cur.comment) changes.push('comment');
    if (changes.length === 0) return getShiftDetail(tx, b.id, 'id');
    if (changes.includes('clientId') || changes.includes('startTime') || changes.includes('endTime')) {
      if (changes.includes('clientId')) {
        await checkPlacement(tx, {
          workerId: cur.worker_id,
          clientId,
          date,
          startsAt,
          endsAt,
          excludeShiftId: b.id,
          keepsDate: true,
          fields: { worker: 'id', client: 'clientId', date: 'id' },
        });
      } else {
        await checkOverlapOnly(tx, cur.worker_id, date, startsAt, endsAt, b.id);
      }
    }
    await requireShiftType(tx, b.shiftTypeId);
    await updateVersioned(
      tx,
      'shifts',
      b.id,
      b.version,
      {
        client_id: clientId,
        ...(b.shiftTypeId !== undefined ? { shift_type_id: b.shiftTypeId } : {}),
        starts_at: startsAt,
        ends_at: endsAt,
        ...(b.comment !== undefined ? { comment: b.comment || null } : {}),
      },
      'shift',
    );
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.updateShift',
      targetType: 'shift',
      targetId: b.id,
      summary: `Shift ${b.id}: changed ${changes.join(', ')}`,
    });
    return getShiftDetail(tx, b.id, 'id');
  });
}

async function checkOverlapOnly(
  db: Executor,
  workerId: number,
  date: string,
  startsAt: Date,
  endsAt: Date,
  excludeId: number,
) {
  const other = await db
    .selectFrom('shifts')
    .select(['id', 'date', 'starts_at', 'ends_at'])
    .where('worker_id', '=', workerId)
    .where('date', '>=', addDays(date, -1))
    .where('date', '<=', addDays(date, 1))
    .where('starts_at', '<', endsAt)
    .where('ends_at', '>', startsAt)
    .where('id', '!=', excludeId)
    .executeTakeFirst();
  if (other)
    throw conflict(
      `Overlaps shift ${other.id} on ${other.date} (${timeOnDate(other.date, other.starts_at)}–${timeOnDate(other.date, other.ends_at)}): a worker's shifts cannot overlap`,
    );
}

type ShiftTarget = BodyOut<'planning', 'moveShift'>;

/** Move or duplicate: same times of day on the target date, for the target worker. */
export async function placeShiftCopy(
  db: Database,
  userId: number,
  b: ShiftTarget,
  mode: 'move' | 'duplicate',
): Promise<ShiftDetail> {
  return areaTransaction(db, async (tx) => {
    const cur = await tx.selectFrom('shifts').selectAll().where('id', '=', b.shiftId).executeTakeFirst();
    if (!cur) throw notFoundField('shiftId', `No such shift: ${b.shiftId}`);
    const startMin = Math.round((ms(cur.starts_at) - parisInstant(cur.date, 0).getTime()) / 60_000);
    const endMin = Math.round((ms(cur.ends_at) - parisInstant(cur.date, 0).getTime()) / 60_000);
    const startsAt = parisInstant(b.targetDate, startMin);
    const endsAt = parisInstant(b.targetDate, endMin);
    await checkPlacement(tx, {
      workerId: b.targetWorkerId,
      clientId: cur.client_id,
      date: b.targetDate,
      startsAt,
      endsAt,
      excludeShiftId: mode === 'move' ? cur.id : undefined,
      fields: { worker: 'targetWorkerId', client: 'shiftId', date: 'targetDate' },
    });
    let id = cur.id;
    if (mode === 'move') {
      await updateVersioned(
        tx,
        'shifts',
        cur.id,
        cur.version,
        { worker_id: b.targetWorkerId, date: b.targetDate, starts_at: startsAt, ends_at: endsAt },
        'shift',
      );
    } else {
      const inserted = await tx
        .insertInto('shifts')
        .values({
          worker_id: b.targetWorkerId,
          client_id: cur.client_id,
          shift_type_id: cur.shift_type_id,
          date: b.targetDate,
          starts_at: startsAt,
          ends_at: endsAt,
          comment: cur.comment,
          created_by: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
      await sql`insert into missions (shift_id, regular_mission_id, name, waypoints, km, comment)
        select ${id}, regular_mission_id, name, waypoints, km, comment from missions where shift_id = ${cur.id} order by id`.execute(
        tx,
      );
    }
    await recordAdminEvent(tx, {
      userId,
      action: mode === 'move' ? 'planning.moveShift' : 'planning.duplicateShift',
      targetType: 'shift',
      targetId: id,
      summary:
        mode === 'move'
          ? `Shift ${cur.id} moved from worker ${cur.worker_id} on ${cur.date} to worker ${b.targetWorkerId} on ${b.targetDate}`
          : `Shift ${cur.id} copied as shift ${id} to worker ${b.targetWorkerId} on ${b.targetDate}`,
    });
    return getShiftDetail(tx, id);
  });
}

async function shiftOfWorker(db: Executor, shiftId: number, workerId: number) {
  const cur = await db.selectFrom('shifts').selectAll().where('id', '=', shiftId).executeTakeFirst();
  if (!cur) throw notFoundField('shiftId', `No such shift: ${shiftId}`);
  if (cur.worker_id !== workerId) {
    const message = `Shift ${shiftId} belongs to worker ${cur.worker_id}, not ${workerId}`;
    throw badRequest(message, { workerId: message });
  }
  return cur;
}

export async function deleteShift(db: Database, userId: number, b: BodyOut<'planning', 'deleteShift'>) {
  return areaTransaction(db, async (tx) => {
    const cur = await shiftOfWorker(tx, b.shiftId, b.workerId);
    await tx.deleteFrom('shifts').where('id', '=', cur.id).execute();
    const summary = `Shift ${cur.id} of ${cur.date} (${timeOnDate(cur.date, cur.starts_at)}–${timeOnDate(cur.date, cur.ends_at)}, client ${cur.client_id}) deleted: ${b.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'shift_deleted',
      action: 'planning.deleteShift',
      targetType: 'shift',
      targetId: cur.id,
      summary,
      data: { shiftId: cur.id, comment: b.comment },
    });
    return { shiftId: cur.id, deleted: true as const };
  });
}

export async function switchUnproductive(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'switchUnProudictiveShift'>,
) {
  return areaTransaction(db, async (tx) => {
    const cur = await shiftOfWorker(tx, b.shiftId, b.workerId);
    const next = !cur.unproductive;
    await updateVersioned(
      tx,
      'shifts',
      cur.id,
      cur.version,
      { unproductive: next, unproductive_comment: b.comment },
      'shift',
    );
    const summary = `Shift ${cur.id} of ${cur.date} ${next ? 'switched to unproductive' : 'switched back to productive'}: ${b.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: next ? 'shift_unproductive' : 'shift_productive',
      action: 'planning.switchUnproductive',
      targetType: 'shift',
      targetId: cur.id,
      summary,
    });
    return getShiftDetail(tx, cur.id);
  });
}

// ---------------------------------------------------------------- missions

async function missionById(db: Executor, id: number) {
  return db
    .selectFrom('missions')
    .select(['id', 'shift_id', 'regular_mission_id', 'name', 'waypoints', 'km', 'comment', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function addMission(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'addMission'>,
): Promise<MissionRow> {
  return areaTransaction(db, async (tx) => {
    const shift = await tx.selectFrom('shifts').select('id').where('id', '=', b.shiftId).executeTakeFirst();
    if (!shift) throw notFoundField('shiftId', `No such shift: ${b.shiftId}`);
    const { id } = await tx
      .insertInto('missions')
      .values({
        shift_id: b.shiftId,
        name: b.name,
        waypoints: b.waypoints,
        km: b.km,
        comment: b.comment || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addMission',
      targetType: 'mission',
      targetId: id,
      summary: `Mission ${id} "${b.name}" added to shift ${b.shiftId} (${b.waypoints} waypoints, ${b.km} km)`,
    });
    return toMission(await missionById(tx, id));
  });
}

export async function updateMission(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'updateMission'>,
): Promise<MissionRow> {
  return areaTransaction(db, async (tx) => {
    const cur = await readForEdit(tx, 'missions', b.id, b.version, 'mission');
    const values: Record<string, unknown> = {};
    if (b.name !== undefined && b.name !== cur.name) values.name = b.name;
    if (b.waypoints !== undefined && b.waypoints !== cur.waypoints) values.waypoints = b.waypoints;
    if (b.km !== undefined && b.km !== cur.km) values.km = b.km;
    if (b.comment !== undefined && (b.comment || null) !== cur.comment) values.comment = b.comment || null;
    if (Object.keys(values).length === 0) return toMission(await missionById(tx, b.id));
    await updateVersioned(tx, 'missions', b.id, b.version, values, 'mission');
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.updateMission',
      targetType: 'mission',
      targetId: b.id,
      summary: `Mission ${b.id} of shift ${cur.shift_id}: changed ${Object.keys(values).join(', ')}`,
    });
    return toMission(await missionById(tx, b.id));
  });
}

export async function deleteMission(db: Database, userId: number, b: BodyOut<'planning', 'deleteMission'>) {
  return areaTransaction(db, async (tx) => {
    const cur = await tx.selectFrom('missions').selectAll().where('id', '=', b.missionId).executeTakeFirst();
    if (!cur) throw notFoundField('missionId', `No such mission: ${b.missionId}`);
    await tx.deleteFrom('missions').where('id', '=', cur.id).execute();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.deleteMission',
      targetType: 'mission',
      targetId: cur.id,
      summary: `Mission ${cur.id} "${cur.name}" deleted from shift ${cur.shift_id}`,
    });
    return { missionId: cur.id, deleted: true as const };
  });
}

// ---------------------------------------------------------------- worker times

async function workerTimeById(db: Executor, id: number) {
  return toWorkerTime(await workerTimesBase(db).where('wt.id', '=', id).executeTakeFirstOrThrow());
}

async function requireGta(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const g = await db.selectFrom('gta_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!g) throw notFoundField('gtaTypeId', `No such gta type: ${id}`);
}

export async function addWorkerTime(db: Database, userId: number, b: BodyOut<'planning', 'addWorkerTime'>) {
  return areaTransaction(db, async (tx) => {
    await requireWorkerRow(tx, b.workerId, 'workerId');
    await requireGta(tx, b.gtaTypeId);
    const { id } = await tx
      .insertInto('worker_times')
      .values({
        worker_id: b.workerId,
        date: b.date,
        started_at: parisInstant(b.date, minutesOf(b.startTime)),
        ended_at: b.endTime ? parisInstant(b.date, minutesOf(b.endTime)) : null,
        gta_type_id: b.gtaTypeId ?? null,
        comment: b.comment || null,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addWorkerTime',
      targetType: 'worker_time',
      targetId: id,
      summary: `Worker ${b.workerId}, ${b.date}: ${b.startTime}–${b.endTime ?? '…'}`,
    });
    return workerTimeById(tx, id);
  });
}

export async function editWorkerTime(db: Database, userId: number, b: BodyOut<'planning', 'editWorkerTime'>) {
  return areaTransaction(db, async (tx) => {
    const cur = await readForEdit(tx, 'worker_times', b.id, b.version, 'worker time');
    const date = cur.date as string;
    const start = b.startTime ?? timeOnDate(date, cur.started_at as Date);
    const end =
      b.endTime === undefined ? (cur.ended_at ? timeOnDate(date, cur.ended_at as Date) : null) : b.endTime;
    if (end !== null && minutesOf(end) <= minutesOf(start))
      throw badRequest('The end must be after the start', { endTime: 'The end must be after the start' });
    await requireGta(tx, b.gtaTypeId);
    await updateVersioned(
      tx,
      'worker_times',
      b.id,
      b.version,
      {
        started_at: parisInstant(date, minutesOf(start)),
        ended_at: end === null ? null : parisInstant(date, minutesOf(end)),
        ...(b.gtaTypeId !== undefined ? { gta_type_id: b.gtaTypeId } : {}),
        ...(b.comment !== undefined ? { comment: b.comment || null } : {}),
      },
      'worker time',
    );
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.editWorkerTime',
      targetType: 'worker_time',
      targetId: b.id,
      summary: `Worker ${cur.worker_id}, ${date}: ${start}–${end ?? '…'}`,
    });
    return workerTimeById(tx, b.id);
  });
}

export async function deleteWorkerTime(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'deleteWorkerTime'>,
) {
  return areaTransaction(db, async (tx) => {
    const cur = await tx
      .selectFrom('worker_times')
      .selectAll()
      .where('id', '=', b.workerTimeId)
      .executeTakeFirst();
    if (!cur) throw notFoundField('workerTimeId', `No such worker time: ${b.workerTimeId}`);
    if (cur.worker_id !== b.workerId) {
      const message = `Worker time ${cur.id} belongs to worker ${cur.worker_id}, not ${b.workerId}`;
      throw badRequest(message, { workerId: message });
    }
    if (cur.date !== b.date) {
      const message = `Worker time ${cur.id} is of ${cur.date}, not ${b.date}`;
      throw badRequest(message, { date: message });
    }
    await tx.deleteFrom('worker_times').where('id', '=', cur.id).execute();
    const summary = `Worker time ${cur.id} of ${cur.date} deleted: ${b.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'worker_time_deleted',
      action: 'planning.deleteWorkerTime',
      targetType: 'worker_time',
      targetId: cur.id,
      summary,
      data: { workerTimeId: cur.id, comment: b.comment },
    });
    return { workerTimeId: cur.id, deleted: true as const };
  });
}

// ---------------------------------------------------------------- pay and reconciliation

/** The pay rates of a team on each date of a period (config, replaced by the calendar entry of the date). */
export async function teamRates(db: Executor, teamIds: number[], dateStart: string, dateEnd: string) {
  const ids = teamIds.length ? teamIds : [-1];
  const [configs, entries] = await Promise.all([
    db.selectFrom('team_configs').selectAll().where('team_id', 'in', ids).execute(),
    db
      .selectFrom('retrib_calendar_entries')
      .selectAll()
      .where('team_id', 'in', ids)
      .where('date', '>=', dateStart)
      .where('date', '<=', dateEnd)
      .execute(),
  ]);
  const configOf = new Map(configs.map((c) => [c.team_id, c]));
  const entryOf = new Map(entries.map((e) => [`${e.team_id}|${e.date}`, e]));
  return (teamId: number, date: string) => {
    const c = configOf.get(teamId);
    const e = entryOf.get(`${teamId}|${date}`);
    return ratesInForce(
      c
        ? {
            waypointAmount: c.waypoint_amount,
            kmAmount: c.km_amount,
            dailyAmount: c.daily_amount,
            extra: c.extra,
          }
        : null,
      e
        ? {
            id: e.id,
            priceWaypoint: e.price_waypoint,
            priceKm: e.price_km,
            priceDay: e.price_day,
            extra: e.extra,
          }
        : null,
    ).rates;
  };
}

export async function getReconciliation(db: Executor, q: QueryOut<'planning', 'getReconciliation'>) {
  const w = await requireWorkerRow(db, q.workerId, 'workerId');
  const { shiftRows, timeRows, anomalies } = await workerPeriod(db, w.id, q.dateStart, q.dateEnd);
  const totals = await missionTotals(
    db,
    shiftRows.map((s) => s.id),
  );
  const rates = await teamRates(db, [w.team_id], q.dateStart, q.dateEnd);
  const dates = [...new Set([...shiftRows.map((s) => s.date), ...timeRows.map((t) => t.date)])].sort();
  const days = dates.map((date) => {
    const sh = shiftRows.filter((s) => s.date === date);
    const tm = timeRows.filter((t) => t.date === date);
    const worked = tm.filter((t) => t.is_absence !== true);
    const productive = sh.filter((s) => !s.unproductive);
    const work = productive.reduce(
      (a, s) => ({
        waypoints: a.waypoints + (totals.get(s.id)?.waypoints ?? 0),
        km: a.km + (totals.get(s.id)?.km ?? 0),
      }),
      { waypoints: 0, km: 0 },
    );
    const plannedPay = productive.length ? payOfDay(rates(w.team_id, date), work).total : 0;
    const actualPay = worked.length ? plannedPay : 0;
    const minutes = (a: Date, b: Date | null) => (b ? Math.round((ms(b) - ms(a)) / 60_000) : 0);
    return {
      date,
      plannedMinutes: sh.reduce((a, s) => a + minutes(s.starts_at, s.ends_at), 0),
      workedMinutes: worked.reduce((a, t) => a + minutes(t.started_at, t.ended_at), 0),
      shifts: sh.length,
      workerTimes: tm.length,
      anomalies: anomalies.filter((a) => a.date === date),
      plannedPay,
      actualPay,
      payDifference: actualPay - plannedPay,
    };
  });
  const sum = (k: 'plannedMinutes' | 'workedMinutes' | 'plannedPay' | 'actualPay' | 'payDifference') =>
    days.reduce((a, d) => a + d[k], 0);
  return {
    worker: { id: w.id, shortCode: w.short_code, name: fullName(w.first_name, w.last_name) },
    days,
    totals: {
      plannedMinutes: sum('plannedMinutes'),
      workedMinutes: sum('workedMinutes'),
      anomalies: anomalies.length,
      plannedPay: sum('plannedPay'),
      actualPay: sum('actualPay'),
      payDifference: sum('payDifference'),
    },
  };
}
