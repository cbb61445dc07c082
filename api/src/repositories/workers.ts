/**
 * Workers (docs/product.md#calls-workers, #workers-and-short-codes): list, detail, creation with the company's short code,
 * versioned edits, photos, worker times, timeline. Every change writes an admin event and
 * a worker event in the same transaction.
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import type { Executor } from '../db/executor';
import { recordAdminEvent } from './adminEvents';
import {
  fullName,
  idOrCode,
  iso,
  notFoundField,
  requireRefs,
  resolveIdOrCode,
  todayInParis,
} from './areaHelpers';
import { diffFields, readForEdit, updateVersioned } from './versioned';
import { areaTransaction } from './sharedReads';
import { ALL_KEYS, keyChangesSince, readChangeCountersSince } from '../db/changeCounters';
import { heldAt } from './snapshots';
import { jsonPage, JsonText, rowTexts } from '../http/jsonText';
import { contract } from '../shared';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { namedFields, namedListQuery, type StatusFilter } from './reference';
import { findOpenAssignment } from './vehicles';
import { thumbnailDataUrl, webpSize } from '../domain/photo';

export type GetWorkersQuery = QueryOut<'workers', 'getWorkers'>;
type AddWorkerBody = BodyOut<'workers', 'addWorker'>;
type UpdateWorkerBody = BodyOut<'workers', 'updateWorkerData'>;
type WorkerDetail = ResponseOut<'workers', 'getWorker'>;
type WorkerListRow = ResponseOut<'workers', 'getWorkers'>['items'][number];
type WorkerTimeRow = ResponseOut<'workers', 'getWorkerTimes'>['items'][number];
type WorkerEventRow = ResponseOut<'workers', 'getWorkersEvents'>['items'][number];

/** `PAR` + 42 -> `PAR-0042` (at least four digits; longer numbers keep all their digits). */
export function formatShortCode(prefix: string, seq: number): string {
  return `${prefix}-${String(seq).padStart(4, '0')}`;
}

/** The joins every worker answer needs: team, agency, company, the open vehicle assignment. */
function workersBase(db: Executor) {
  return db
    .selectFrom('workers as w')
    .innerJoin('teams as t', 't.id', 'w.team_id')
    .innerJoin('agencies as a', 'a.id', 'w.agency_id')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .leftJoin('vehicle_assignments as va', (j) =>
      j.onRef('va.worker_id', '=', 'w.id').on('va.ended_at', 'is', null),
    )
    .leftJoin('vehicles as v', 'v.id', 'va.vehicle_id')
    .select([
      'w.id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      'w.team_id',
      't.name as team_name',
      'w.agency_id',
      'a.name as agency_name',
      'w.company_id',
      'c.name as company_name',
      'w.activity_status',
      'w.phone',
      'w.email',
      'w.city',
      'w.hired_on',
      'w.photo_updated_at',
      'v.id as vehicle_id',
      'v.short_code as vehicle_short_code',
      'v.plate as vehicle_plate',
      'va.started_at as vehicle_since',
    ]);
}

type BaseRow = {
  id: number;
  short_code: string;
  first_name: string;
  last_name: string;
  team_id: number;
  team_name: string;
  agency_id: number;
  agency_name: string;
  company_id: number;
  company_name: string;
  activity_status: 'active' | 'inactive';
  phone: string | null;
  email: string | null;
  city: string | null;
  hired_on: string | null;
  photo_updated_at: string | null;
  vehicle_id: number | null;
  vehicle_short_code: string | null;
  vehicle_plate: string | null;
  vehicle_since: string | null;
};

function toListRow(r: BaseRow): WorkerListRow {
  return {
    id: r.id,
    shortCode: r.short_code,
    firstName: r.first_name,
    lastName: r.last_name,
    team: { id: r.team_id, name: r.team_name },
    agency: { id: r.agency_id, name: r.agency_name },
    company: { id: r.company_id, name: r.company_name },
    activityStatus: r.activity_status,
    phone: r.phone,
    email: r.email,
    city: r.city,
    hiredOn: r.hired_on,
    vehicle: r.vehicle_id
      ? { id: r.vehicle_id, shortCode: r.vehicle_short_code!, plate: r.vehicle_plate }
      : null,
    hasPhoto: r.photo_updated_at !== null,
  };
}

const SORT_COLUMNS = {
  shortCode: ['w.short_code'],
  lastName: ['w.last_name', 'w.first_name'],
  firstName: ['w.first_name', 'w.last_name'],
  team: ['t.name', 'w.last_name'],
  agency: ['a.name', 'w.last_name'],
  company: ['c.name', 'w.last_name'],
  activityStatus: ['w.activity_status', 'w.last_name'],
  hiredOn: ['w.hired_on', 'w.last_name'],
} as const;

type WorkerSort = keyof typeof SORT_COLUMNS;

/** Every worker as the list and the detail show it (photo aside), with its rank in each sort. */
interface SnapshotRow extends BaseRow {
  elu_id: number | null;
  elu_name: string | null;
  birth_date: string | null;
  left_on: string | null;
  address: string | null;
  postal_code: string | null;
  comment: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  search_text: string;
  ranks: Record<WorkerSort, number>;
}

interface WorkersSnapshot {
  rows: SnapshotRow[];
  byId: Map<number, SnapshotRow>;
  byCode: Map<string, SnapshotRow>;
  /** The rows in each sort's order (ascending): a page is filtered in that order, never sorted. */
  orders: Record<WorkerSort, SnapshotRow[]>;
}

/** The change counter `name` from a read sent after `since` (db/changeCounters.ts readChangeCountersSince). */
async function counterSince(db: Executor, name: string, since?: number): Promise<string> {
  return (await readChangeCountersSince(db, [name], since))[0];
}

/**
 * All workers in memory (repositories/snapshots.ts): 2,000 rows on the large data set, made
 * again after any change of workers, their teams, agencies, companies, elus or vehicles. The
 * database ranks every sort order once, so the list's order is the database's.
 */
const heldWorkers = heldAt(async (db): Promise<WorkersSnapshot> => {
  const rows = await loadWorkerRows(db);
  const orders = {} as Record<WorkerSort, SnapshotRow[]>;
  for (const sort of Object.keys(SORT_COLUMNS) as WorkerSort[]) orders[sort] = [...rows].sort((a, b) => a.ranks[sort] - b.ranks[sort]);
  return {
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    byCode: new Map(rows.map((r) => [r.short_code, r])),
    orders,
  };
});

/** The workers snapshot as fresh as a request that reached the server at `since` needs. */
async function workersSnapshot(db: Executor, since?: number): Promise<WorkersSnapshot> {
  return heldWorkers(db, await counterSince(db, 'workers', since));
}

/** Every worker (or the one of `id`) as the snapshot holds it. */
async function loadWorkerRows(db: Executor, id?: number): Promise<SnapshotRow[]> {
  const ranks = (Object.keys(SORT_COLUMNS) as WorkerSort[]).map(
    (sort) =>
      sql`${sql.lit(sort)}, row_number() over (order by ${sql.join(
        SORT_COLUMNS[sort].map((column) => sql.ref(column)),
      )}, w.id)`,
  );
  let query = workersBase(db)
    .leftJoin('elus as e', 'e.id', 'w.elu_id')
    .select([
      'w.elu_id',
      'e.name as elu_name',
      'w.birth_date',
      'w.left_on',
      'w.address',
      'w.postal_code',
      'w.comment',
      'w.version',
      'w.created_at',
      'w.updated_at',
      'w.search_text',
      sql<Record<WorkerSort, number>>`json_build_object(${sql.join(ranks)})`.as('ranks'),
    ]);
  if (id !== undefined) query = query.where('w.id', '=', id);
  // One JSON text for the whole list: PGlite hands over one value instead of 2,000 x 30.
  const { list } = await db
    .selectFrom(query.as('r'))
    .select(sql<string>`coalesce(json_agg(r), '[]')::text`.as('list'))
    .executeTakeFirstOrThrow();
  return JSON.parse(list) as SnapshotRow[];
}

/** A list row's checked JSON text, written once per snapshot row. */
const listRowText = rowTexts(contract.api.workers.getWorkers.response.shape.items.element, (r: SnapshotRow) => toListRow(r));

/**
 * The workers list: filtered and paged in memory from the snapshot, walked in the order it
 * keeps for the sort (sorting the matching rows was three quarters of a request's time), its
 * rows written as the JSON text kept for each (http/jsonText.ts).
 */
export async function listWorkers(db: Executor, q: GetWorkersQuery, since?: number): Promise<JsonText> {
  const { orders } = await workersSnapshot(db, since);
  const term = q.search?.toLowerCase();
  const keep = (r: SnapshotRow) =>
    (q.activityStatus === 'all' || r.activity_status === q.activityStatus) &&
    (!term || r.search_text.includes(term)) &&
    (!q.teamId || r.team_id === q.teamId) &&
    (!q.agencyId || r.agency_id === q.agencyId) &&
    (!q.companyId || r.company_id === q.companyId);
  // The rows already in the sort's order (ranks are unique: descending is ascending reversed).
  const ordered = orders[q.sort];
  const last = ordered.length - 1;
  const desc = q.order === 'desc';
  const from = (q.page - 1) * q.pageSize;
  const to = from + q.pageSize;
  const texts: string[] = [];
  let total = 0;
  for (let i = 0; i <= last; i++) {
    const r = ordered[desc ? last - i : i];
    if (!keep(r)) continue;
    if (total >= from && total < to) texts.push(listRowText(r));
    total++;
  }
  return jsonPage(texts, { total, page: q.page, pageSize: q.pageSize });
}

/** Id, short code and name of active workers (a compact projection), by last name. */
export async function listWorkersLight(db: Executor, search?: string, since?: number) {
  const { orders } = await workersSnapshot(db, since);
  const term = search?.toLowerCase();
  return orders.lastName
    .filter((r) => r.activity_status === 'active' && (!term || r.search_text.includes(term)))
    .map((r) => ({ id: r.id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) }));
}

/** The worker of a path parameter (`42` or `PAR-0042`), from the snapshot; 404 when unknown. */
async function findWorker(db: Executor, param: string, since?: number): Promise<SnapshotRow> {
  const { byId, byCode } = await workersSnapshot(db, since);
  const key = idOrCode(param);
  const row = 'id' in key ? byId.get(key.id) : byCode.get(key.code);
  if (!row) throw notFound(`No such worker: ${param}`);
  return row;
}

/** 404 naming `field` unless the worker exists (a read: the snapshot answers). */
async function requireWorkerExists(db: Executor, id: number, since?: number, field = 'workerId') {
  const { byId } = await workersSnapshot(db, since);
  if (!byId.has(id)) throw notFoundField(field, `No such worker: ${id}`);
}

/** The worker's id from an id or a short code; 404 when unknown. */
export function resolveWorkerId(db: Executor, param: string): Promise<number> {
  return resolveIdOrCode(db, 'workers', param, 'worker');
}

export async function requireWorker(db: Executor, id: number, field = 'workerId') {
  const row = await db
    .selectFrom('workers')
    .select(['id', 'short_code', 'first_name', 'last_name', 'activity_status', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFoundField(field, `No such worker: ${id}`);
  return row;
}

/** requireWorker (404 naming `workerId`), and 409 when its version is no longer `version`. */
export async function requireWorkerVersion(db: Executor, id: number, version: number) {
  const row = await requireWorker(db, id);
  await readForEdit(db, 'workers', id, version, 'worker');
  return row;
}

/**
 * One worker with its photo: by path parameter (`workers/[id]`, an id or a short code) from the
 * snapshot, or by id straight from the tables (the answer of a change, inside its transaction).
 */
export async function getWorkerDetail(db: Executor, param: string | number, since?: number): Promise<WorkerDetail> {
  const row = typeof param === 'string' ? await findWorker(db, param, since) : (await loadWorkerRows(db, param))[0];
  if (!row) throw notFound(`No such worker: ${param}`);
  const id = row.id;
  const photo = row.photo_updated_at
    ? await db
        .selectFrom('worker_photos')
        .select(['thumbnail', 'thumbnail_mime', 'updated_at'])
        .where('worker_id', '=', id)
        .executeTakeFirst()
    : undefined;
  const base = toListRow(row as BaseRow);
  return {
    ...base,
    vehicle: row.vehicle_id
      ? {
          id: row.vehicle_id,
          shortCode: row.vehicle_short_code!,
          plate: row.vehicle_plate,
          since: iso(row.vehicle_since!),
        }
      : null,
    elu: row.elu_id ? { id: row.elu_id, name: row.elu_name! } : null,
    birthDate: row.birth_date,
    leftOn: row.left_on,
    address: row.address,
    postalCode: row.postal_code,
    comment: row.comment,
    photo:
      photo && photo.thumbnail_mime === 'image/webp'
        ? {
            url: thumbnailDataUrl(photo.thumbnail_mime, photo.thumbnail),
            mime: 'image/webp',
            ...webpSize(Buffer.from(photo.thumbnail)),
            updatedAt: iso(photo.updated_at),
          }
        : null,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export interface WorkerEventInput {
  workerId: number;
  userId: number | null;
  kind: string;
  summary: string;
  data?: unknown;
}

export async function recordWorkerEvent(db: Executor, e: WorkerEventInput): Promise<void> {
  await db
    .insertInto('worker_events')
    .values({
      worker_id: e.workerId,
      user_id: e.userId,
      kind: e.kind,
      summary: e.summary.slice(0, 2000),
      data: e.data === undefined ? null : JSON.stringify(e.data),
    })
    .execute();
}

/** Checks the referenced team, agency, company and elu; a 404 names the field. */
async function requireWorkerRefs(
  db: Executor,
  b: { companyId?: number; teamId?: number; agencyId?: number; eluId?: number | null },
) {
  await requireRefs(db, [
    { field: 'companyId', table: 'companies', id: b.companyId, label: 'company' },
    { field: 'teamId', table: 'teams', id: b.teamId, label: 'team' },
    { field: 'agencyId', table: 'agencies', id: b.agencyId, label: 'agency' },
    { field: 'eluId', table: 'elus', id: b.eluId, label: 'elu' },
  ]);
}

/**
 * Takes the company's next short code inside the caller's transaction: the update locks the
 * company row, so two concurrent creations get two numbers, and a number is never given
 * twice (the sequence only grows; a code already taken, e.g. after a prefix change, is skipped).
 */
async function nextShortCode(tx: Executor, companyId: number): Promise<string> {
  for (;;) {
    const row = await tx
      .updateTable('companies')
      .set({ next_short_code_seq: sql`next_short_code_seq + 1` })
      .where('id', '=', companyId)
      .returning(['short_code_prefix', sql<number>`next_short_code_seq - 1`.as('seq')])
      .executeTakeFirst();
    if (!row) throw notFoundField('companyId', `No such company: ${companyId}`);
    const code = formatShortCode(row.short_code_prefix, Number(row.seq));
    const taken = await tx
      .selectFrom('workers')
      .select('id')
      .where('short_code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

export async function addWorker(db: Database, userId: number, b: AddWorkerBody): Promise<WorkerDetail> {
  return areaTransaction(db, async (tx) => {
    await requireWorkerRefs(tx, b);
    const shortCode = await nextShortCode(tx, b.companyId as number);
    const inserted = await tx
      .insertInto('workers')
      .values({
        short_code: shortCode,
        company_id: Number(b.companyId),
        team_id: Number(b.teamId),
        agency_id: Number(b.agencyId),
        elu_id: b.eluId === undefined || b.eluId === null ? null : Number(b.eluId),
        first_name: b.firstName,
        last_name: b.lastName,
        email: b.email ?? null,
        phone: b.phone ?? null,
        birth_date: b.birthDate ?? null,
        hired_on: b.hiredOn ?? null,
        address: b.address ?? null,
        postal_code: b.postalCode ?? null,
        city: b.city ?? null,
        comment: b.comment ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const name = fullName(b.firstName, b.lastName);
    await recordWorkerEvent(tx, {
      workerId: inserted.id,
      userId,
      kind: 'created',
      summary: `Worker created: ${shortCode} ${name}`,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.add',
      targetType: 'worker',
      targetId: inserted.id,
      summary: `Added worker ${shortCode} ${name}`,
    });
    return getWorkerDetail(tx, inserted.id);
  });
}

/** Body field -> column, for edits and their diff. */
const WORKER_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  companyId: 'company_id',
  teamId: 'team_id',
  agencyId: 'agency_id',
  eluId: 'elu_id',
  email: 'email',
  phone: 'phone',
  birthDate: 'birth_date',
  hiredOn: 'hired_on',
  leftOn: 'left_on',
  address: 'address',
  postalCode: 'postal_code',
  city: 'city',
  comment: 'comment',
  activityStatus: 'activity_status',
} as const satisfies Record<string, keyof DB['workers']>;

type WorkerField = keyof typeof WORKER_COLUMNS;

export async function updateWorker(db: Database, userId: number, b: UpdateWorkerBody): Promise<WorkerDetail> {
  return areaTransaction(db, async (tx) => {
    const id = Number(b.id);
    const current = await readForEdit(tx, 'workers', id, b.version, 'worker');

    const { values, changes } = diffFields(
      current as Record<string, unknown>,
      b as Partial<Record<WorkerField, unknown>>,
      WORKER_COLUMNS,
    );

    // Activity status: leaving sets the left date (today unless given); coming back clears it.
    if (changes.activityStatus) {
      if (b.activityStatus === 'inactive') {
        const open = await findOpenAssignment(tx, 'worker', id);
        if (open)
          throw conflict(`This worker still drives vehicle ${open.vehicle_code}: dissociate it first`);
        if (b.leftOn === undefined && current.left_on === null) {
          values.left_on = todayInParis();
          changes.leftOn = { from: null, to: values.left_on };
        }
      } else if (b.leftOn === undefined && current.left_on !== null) {
        values.left_on = null;
        changes.leftOn = { from: current.left_on, to: null };
      }
    }

    await requireWorkerRefs(tx, {
      companyId: changes.companyId ? (b.companyId as number) : undefined,
      teamId: changes.teamId ? (b.teamId as number) : undefined,
      agencyId: changes.agencyId ? (b.agencyId as number) : undefined,
      eluId: changes.eluId ? (b.eluId as number | null) : undefined,
    });

    const names = Object.keys(changes);
    if (names.length === 0) return getWorkerDetail(tx, id);
    await updateVersioned(tx, 'workers', id, b.version, values as Updateable<DB['workers']>, 'worker');

    const kind = changes.activityStatus
      ? b.activityStatus === 'inactive'
        ? 'deactivated'
        : 'reactivated'
      : 'updated';
    const summary =
      kind === 'updated'
        ? `Changed: ${names.join(', ')}`
        : `${kind === 'deactivated' ? 'Made inactive' : 'Made active again'}; changed: ${names.join(', ')}`;
    await recordWorkerEvent(tx, { workerId: id, userId, kind, summary, data: { changes } });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.update',
      targetType: 'worker',
      targetId: id,
      summary: `${current.short_code}: ${summary}`,
    });
    return getWorkerDetail(tx, id);
  });
}

export interface StoredPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Stores a worker's photo as an edit of the worker: only if the worker still has `version`
 * (409 otherwise, nothing stored), bumping it; the answer carries the new version.
 */
export async function savePhoto(
  db: Database,
  userId: number,
  workerId: number,
  version: number,
  photo: StoredPhoto,
  fileName?: string,
) {
  return areaTransaction(db, async (tx) => {
    const worker = await requireWorker(tx, workerId);
    const now = new Date();
    const updated = await updateVersioned(
      tx,
      'workers',
      workerId,
      version,
      { photo_updated_at: now },
      'worker',
    );
    await tx
      .insertInto('worker_photos')
      .values({
        worker_id: workerId,
        mime: 'image/webp',
        image: photo.image,
        thumbnail: photo.thumbnail,
        thumbnail_mime: 'image/webp',
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('worker_id').doUpdateSet({
          mime: 'image/webp',
          image: photo.image,
          thumbnail: photo.thumbnail,
          thumbnail_mime: 'image/webp',
          updated_at: now,
        }),
      )
      .execute();
    const what = fileName ? ` (${fileName})` : '';
    await recordWorkerEvent(tx, {
      workerId,
      userId,
      kind: 'photo_uploaded',
      summary: `Photo updated${what}`,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'workers.uploadPhoto',
      targetType: 'worker',
      targetId: workerId,
      summary: `${worker.short_code}: photo updated${what}`,
    });
    return {
      workerId,
      version: updated.version as number,
      photo: {
        url: thumbnailDataUrl('image/webp', photo.thumbnail),
        mime: 'image/webp' as const,
        width: photo.width,
        height: photo.height,
        updatedAt: iso(now),
      },
    };
  });
}

/** One worker's times, newest first: each row's checked JSON, its date and its closed minutes. */
interface TimesOfWorker {
  texts: string[];
  /** `YYYY-MM-DD`, in the list's order (newest first), for the period's bounds. */
  dates: string[];
  /** minutesBefore[i]: the closed minutes of rows 0..i-1 (so any period's total is one subtraction). */
  minutesBefore: Float64Array;
}

const timeRowSchema = contract.api.workers.getWorkerTimes.response.shape.items.element;

/** Rows of worker_times as columns, by worker then newest first, with the GTA type names they show. */
interface TimeColumns {
  gta: Record<string, string>;
  id: number[];
  worker: number[];
  date: string[];
  /** Milliseconds since 1970 (sub-milliseconds dropped, as a JavaScript Date reading the timestamp would). */
  started: number[];
  ended: (number | null)[];
  gtaType: (number | null)[];
  comment: (string | null)[];
  version: number[];
}

const epochMs = (column: string) => sql`floor(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;
const TIME_COLUMNS: [keyof Omit<TimeColumns, 'gta'>, ReturnType<typeof sql>][] = [
  ['id', sql.ref('id')],
  ['worker', sql.ref('worker_id')],
  ['date', sql.ref('date')],
  ['started', epochMs('started_at')],
  ['ended', epochMs('ended_at')],
  ['gtaType', sql.ref('gta_type_id')],
  ['comment', sql.ref('comment')],
  ['version', sql.ref('version')],
];

/**
 * Every worker's times (or one worker's) in one query: one JSON value of eight arrays (PGlite
 * hands over one value faster than rows; arrays parse faster than 160,000 objects).
 */
async function readTimeColumns(db: Executor, workerId?: number): Promise<TimeColumns> {
  const where = workerId === undefined ? sql`` : sql`where worker_id = ${workerId}`;
  const { rows } = await sql<{ columns: string }>`
    select json_build_object(
      'gta', (select coalesce(json_object_agg(id, name), '{}') from gta_types),
      ${sql.join(TIME_COLUMNS.map(([key, value]) => sql`${sql.lit(key)}, coalesce(array_agg(${value}), '{}')`))}
    )::text as columns
    from (select * from worker_times ${where} order by worker_id, date desc, started_at desc, id desc) t`.execute(db);
  return JSON.parse(rows[0].columns) as TimeColumns;
}

/**
 * Rows from..to-1 of `c` (one worker's) as the list shows them. Each row is checked against
 * the contract with safeParse, not safeEncode as checkedJson does: the row schema has no codec,
 * so both check the same, and parsing is several times cheaper (this runs for each of a
 * worker's hundred rows the first time the worker is asked for).
 */
function timesFrom(c: TimeColumns, from: number, to: number): TimesOfWorker {
  const minutesBefore = new Float64Array(to - from + 1);
  const texts: string[] = [];
  for (let k = from; k < to; k++) {
    const ended = c.ended[k];
    const minutes = ended === null ? null : Math.round((ended - c.started[k]) / 60_000);
    minutesBefore[k - from + 1] = minutesBefore[k - from] + (minutes ?? 0);
    const gtaType = c.gtaType[k];
    const row: WorkerTimeRow = {
      id: c.id[k],
      workerId: c.worker[k],
      date: c.date[k],
      startedAt: new Date(c.started[k]).toISOString(),
      endedAt: ended === null ? null : new Date(ended).toISOString(),
      minutes,
      gtaType: gtaType ? { id: gtaType, name: c.gta[gtaType] } : null,
      comment: c.comment[k],
      version: c.version[k],
    };
    const checked = timeRowSchema.safeParse(row);
    if (!checked.success) throw new Error(`A worker time does not fit its contract: ${checked.error.message}`);
    texts.push(JSON.stringify(checked.data));
  }
  return { texts, dates: c.date.slice(from, to), minutesBefore };
}

/** A worker's times as held, and the `worker_times` counter they are at least as fresh as. */
interface HeldTimes {
  madeAt: bigint;
  times: Promise<TimesOfWorker>;
}

interface TimesState {
  /** Every mark up to this counter value has been applied (change_keys of counter worker_times, migration 0027). */
  counter: bigint;
  /** The read of the marks under way, if any. */
  catchingUp?: Promise<void>;
  /** The latest mark applied, per worker; ALL_KEYS stands for every worker. */
  marks: Map<number, bigint>;
  /** Every worker's times as of `madeAt`, one query: where a worker not held yet is taken from. */
  all?: { madeAt: bigint; read: Promise<{ columns: TimeColumns; ranges: Map<number, [number, number]> }> };
  byWorker: Map<number, HeldTimes>;
}

/** At most this many workers' times held as texts; the oldest made goes first. */
const MAX_HELD_WORKERS = 10_000;
const timesStates = new WeakMap<object, TimesState>();

/** The newest mark of `workerId`'s times: held times made before it are stale. */
function lastMark(state: TimesState, workerId: number): bigint {
  const all = state.marks.get(ALL_KEYS) ?? -1n;
  const own = state.marks.get(workerId) ?? -1n;
  return own > all ? own : all;
}

/**
 * Brings `state` up to `counter`: reads which workers' times changed since the state's counter
 * (one small query, only when the counter moved) and drops those workers' held times, not the
 * others'. One read at a time; a request that saw a later counter reads again after it.
 */
async function catchUp(db: Executor, state: TimesState, counter: bigint): Promise<void> {
  while (state.counter < counter) {
    if (!state.catchingUp) {
      const since = state.counter;
      state.catchingUp = keyChangesSince(db, 'worker_times', since.toString())
        .then((rows) => {
          // Read after `counter` was: every mark up to it is among these (marks are in commit order).
          let reached = counter;
          for (const { key: workerId, value: mark } of rows) {
            if (mark > reached) reached = mark;
            if (mark > (state.marks.get(workerId) ?? -1n)) state.marks.set(workerId, mark);
            if (workerId === ALL_KEYS) {
              for (const [id, held] of state.byWorker) if (held.madeAt < mark) state.byWorker.delete(id);
              if (state.all && state.all.madeAt < mark) state.all = undefined;
            } else {
              const held = state.byWorker.get(workerId);
              if (held && held.madeAt < mark) state.byWorker.delete(workerId);
            }
          }
          if (reached > state.counter) state.counter = reached;
        })
        .finally(() => {
          state.catchingUp = undefined;
        });
    }
    await state.catchingUp;
  }
}

/** Every worker's times in one read, with each worker's rows' range (rows come by worker). */
function readAllTimes(db: Executor, state: TimesState, counter: bigint): NonNullable<TimesState['all']> {
  const read = readTimeColumns(db).then((columns) => {
    const ranges = new Map<number, [number, number]>();
    const { worker } = columns;
    for (let k = 0; k < worker.length; ) {
      let end = k + 1;
      while (end < worker.length && worker[end] === worker[k]) end++;
      ranges.set(worker[k], [k, end]);
      k = end;
    }
    return { columns, ranges };
  });
  const all = { madeAt: counter, read };
  read.catch(() => {
    if (state.all === all) state.all = undefined;
  });
  return all;
}

/**
 * A worker's times, as fresh as the `worker_times` counter value `counter` the request read
 * (repositories/snapshots.ts explains the counters). Every worker's times are read in one query
 * the first time any is asked for; each worker's rows are written as checked JSON the first time
 * that worker is asked for. A write to a worker's times drops that worker only (the marks of
 * change_keys, migration 0027), whose times are then read alone; a GTA type change drops every worker.
 */
async function heldTimes(db: Executor, workerId: number, counter: bigint): Promise<TimesOfWorker> {
  let state = timesStates.get(db);
  if (!state) timesStates.set(db, (state = { counter, marks: new Map(), byWorker: new Map() }));
  if (state.counter < counter) await catchUp(db, state, counter);
  const mark = lastMark(state, workerId);
  const held = state.byWorker.get(workerId);
  if (held && held.madeAt >= mark) return held.times;
  // Read from here on, after every mark up to state.counter was committed: at least that fresh.
  if (!state.all || state.all.madeAt < (state.marks.get(ALL_KEYS) ?? -1n)) state.all = readAllTimes(db, state, state.counter);
  const { all } = state;
  const entry: HeldTimes =
    all.madeAt >= mark
      ? {
          madeAt: all.madeAt,
          times: all.read.then(({ columns, ranges }) => {
            const [from, to] = ranges.get(workerId) ?? [0, 0];
            return timesFrom(columns, from, to);
          }),
        }
      : { madeAt: state.counter, times: readTimeColumns(db, workerId).then((c) => timesFrom(c, 0, c.id.length)) };
  const { byWorker } = state;
  byWorker.delete(workerId);
  if (byWorker.size >= MAX_HELD_WORKERS) byWorker.delete(byWorker.keys().next().value as number);
  byWorker.set(workerId, entry);
  // A failed read is not kept: the next request tries again.
  entry.times.catch(() => {
    if (byWorker.get(workerId) === entry) byWorker.delete(workerId);
  });
  return entry.times;
}

/** The first index in `dates` (newest first) whose date is before `date` (`orOn`: or on it). */
function firstBefore(dates: string[], date: string, orOn = false): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid] > date || (!orOn && dates[mid] === date)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A worker's times, newest first, a page at a time, with the period's total and minutes: from memory. */
export async function listWorkerTimes(
  db: Executor,
  f: { workerId: number; dateFrom?: string; dateTo?: string; page: number; pageSize: number },
  since?: number,
): Promise<JsonText> {
  // Both counters asked for in one turn: at most one round trip on PostgreSQL.
  const [, counter] = await Promise.all([requireWorkerExists(db, f.workerId, since), counterSince(db, 'worker_times', since)]);
  const { texts, dates, minutesBefore } = await heldTimes(db, f.workerId, BigInt(counter));
  const from = f.dateTo ? firstBefore(dates, f.dateTo, true) : 0;
  const to = f.dateFrom ? Math.max(from, firstBefore(dates, f.dateFrom)) : dates.length;
  const start = Math.min(to, from + (f.page - 1) * f.pageSize);
  const page = texts.slice(start, Math.min(to, start + f.pageSize));
  const totalMinutes = minutesBefore[to] - minutesBefore[from];
  return new JsonText(
    `{"items":[${page.join(',')}],"total":${to - from},"page":${f.page},"pageSize":${f.pageSize},"totalMinutes":${totalMinutes}}`,
  );
}

export async function listPickers(db: Executor, status: StatusFilter) {
  const [agencies, teams, companies, elus] = await Promise.all([
    namedListQuery(db.selectFrom('agencies').selectAll(), status).execute(),
    namedListQuery(
      db.selectFrom('teams').select(['id', 'name', 'code', 'activity_status', 'agency_id']),
      status,
    ).execute(),
    namedListQuery(
      db
        .selectFrom('companies')
        .select(['id', 'name', 'code', 'activity_status', 'short_code_prefix', 'next_short_code_seq']),
      status,
    ).execute(),
    namedListQuery(db.selectFrom('elus').selectAll(), status).execute(),
  ]);
  return {
    agencies: agencies.map(namedFields),
    teams: teams.map((r) => ({ ...namedFields(r), agencyId: r.agency_id })),
    companies: companies.map((r) => ({
      ...namedFields(r),
      shortCodePrefix: r.short_code_prefix,
      nextShortCode: formatShortCode(r.short_code_prefix, r.next_short_code_seq),
    })),
    elus: elus.map(namedFields),
  };
}

/** Every worker event, newest first, and by worker. */
interface WorkerEventsSnapshot {
  all: WorkerEventRow[];
  byWorker: Map<number, WorkerEventRow[]>;
}

/**
 * The workers' timelines in memory (repositories/snapshots.ts, counter `worker_events` of
 * migration 0016: the events, the workers' codes and names, the staff logins they show): a
 * timeline page costs no query of its own. One JSON value, in the timeline's order.
 */
const heldWorkerEvents = heldAt(async (db): Promise<WorkerEventsSnapshot> => {
  const events = db
    .selectFrom('worker_events as e')
    .innerJoin('workers as w', 'w.id', 'e.worker_id')
    .leftJoin('staff_users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.worker_id', 'w.short_code', 'w.first_name', 'w.last_name', 'e.user_id', 'u.login', 'e.kind', 'e.summary', 'e.data'])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc');
  const { list } = await db
    .selectNoFrom(sql<string>`(select coalesce(json_agg(h), '[]') from (${events}) h)::text`.as('list'))
    .executeTakeFirstOrThrow();
  const rows = JSON.parse(list) as {
    id: number;
    at: string;
    worker_id: number;
    short_code: string;
    first_name: string;
    last_name: string;
    user_id: number | null;
    login: string | null;
    kind: string;
    summary: string;
    data: WorkerEventRow['data'];
  }[];
  const all: WorkerEventRow[] = rows.map((r) => ({
    id: r.id,
    at: iso(r.at),
    worker: { id: r.worker_id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) },
    userId: r.user_id,
    userLogin: r.login,
    kind: r.kind,
    summary: r.summary,
    data: r.data ?? null,
  }));
  const byWorker = new Map<number, WorkerEventRow[]>();
  for (const e of all) {
    const list = byWorker.get(e.worker.id);
    if (list) list.push(e);
    else byWorker.set(e.worker.id, [e]);
  }
  return { all, byWorker };
});

/** Worker events (one worker's, or everyone's), newest first, a page at a time, with their total: from the snapshot. */
export async function listWorkerEvents(
  db: Executor,
  f: { workerId?: number; kind?: string; page: number; pageSize: number },
  since?: number,
): Promise<{ items: WorkerEventRow[]; total: number; page: number; pageSize: number }> {
  const [, counter] = await Promise.all([f.workerId && requireWorkerExists(db, f.workerId, since), counterSince(db, 'worker_events', since)]);
  const { all, byWorker } = await heldWorkerEvents(db, counter);
  let rows = f.workerId ? (byWorker.get(f.workerId) ?? []) : all;
  if (f.kind) rows = rows.filter((e) => e.kind === f.kind);
  const from = (f.page - 1) * f.pageSize;
  return { items: rows.slice(from, from + f.pageSize), total: rows.length, page: f.page, pageSize: f.pageSize };
}

export async function listGtaTypes(db: Executor, status: StatusFilter) {
  const rows = await namedListQuery(
    db.selectFrom('gta_types').select(['id', 'name', 'code', 'activity_status', 'is_absence']),
    status,
  ).execute();
  return rows.map((r) => ({ ...namedFields(r), isAbsence: r.is_absence }));
}
