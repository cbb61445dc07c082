/**
 * Workers (docs/product.md#calls-workers, #workers-and-short-codes): list, detail, creation with the company's short code,
 * versioned edits, photos, worker times, timeline. Every change writes an admin event and
 * a worker event in the same transaction.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - workers → workers_team_dated_insert: a new worker's team goes to worker_team_periods from -infinity
 * - workers → workers_team_dated_update: a team change is dated in worker_team_periods from the effective day
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import type { Executor } from '../db/executor';
import { recordAdminEvent } from './events/adminEvents';
import {
  containsPattern,
  fullName,
  idOrCode,
  iso,
  isoOrNull,
  notFoundField,
  requireRefs,
  resolveIdOrCode,
  todayInParis,
} from './areaHelpers';
import { diffFields, readForEdit, updateVersioned } from './versioned';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { namedFields, namedListQuery, readNamedLists, type StatusFilter } from './reference';
import { findOpenAssignment } from './vehicleAssignments';
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

/**
 * What every worker answer reads: the team's, agency's and company's names (sub-selects by key:
 * joined, with the vehicle and what the detail adds, they made the planner search join orders
 * for several ms on every call), the open vehicle assignment.
 */
function workersBase(db: Executor) {
  return db
    .selectFrom('workers as w')
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
      (eb) => eb.selectFrom('teams as t').select('t.name').whereRef('t.id', '=', 'w.team_id').as('team_name'),
      'w.agency_id',
      (eb) =>
        eb
          .selectFrom('agencies as a')
          .select('a.name')
          .whereRef('a.id', '=', 'w.agency_id')
          .as('agency_name'),
      'w.company_id',
      (eb) =>
        eb
          .selectFrom('companies as c')
          .select('c.name')
          .whereRef('c.id', '=', 'w.company_id')
          .as('company_name'),
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
  photo_updated_at: Date | string | null;
  vehicle_id: number | null;
  vehicle_short_code: string | null;
  vehicle_plate: string | null;
  vehicle_since: Date | string | null;
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
  // the names read by workersBase's sub-selects, by their output names
  team: ['team_name', 'w.last_name'],
  agency: ['agency_name', 'w.last_name'],
  company: ['company_name', 'w.last_name'],
  activityStatus: ['w.activity_status', 'w.last_name'],
  hiredOn: ['w.hired_on', 'w.last_name'],
} as const;

type WorkerSort = keyof typeof SORT_COLUMNS;

/**
 * `order by <the sort's columns>, w.id`, every column in the same direction: descending is
 * ascending reversed (nulls first), so a page of either is stable and pages are disjoint.
 */
function sortOrder(sort: WorkerSort, order: 'asc' | 'desc') {
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  return sql.join([...SORT_COLUMNS[sort], 'w.id'].map((column) => sql`${sql.ref(column)} ${dir}`));
}

/**
 * The workers list: one query, filtered on indexed columns (the search on `search_text`, the
 * lower-cased code, names, email and phone, matched anywhere with its trigram index), in the
 * sort's order, one page, the total counted with the rows (`count(*) over ()`). A page past the
 * end has no row to carry the total: then it is counted alone.
 */
export async function listWorkers(db: Executor, q: GetWorkersQuery) {
  const filtered = <Q extends ReturnType<typeof workersBase>>(query: Q): Q => {
    let f = query;
    if (q.activityStatus !== 'all') f = f.where('w.activity_status', '=', q.activityStatus) as Q;
    if (q.search) f = f.where('w.search_text', 'like', containsPattern(q.search)) as Q;
    if (q.teamId) f = f.where('w.team_id', '=', q.teamId) as Q;
    if (q.agencyId) f = f.where('w.agency_id', '=', q.agencyId) as Q;
    if (q.companyId) f = f.where('w.company_id', '=', q.companyId) as Q;
    return f;
  };
  const rows = await filtered(workersBase(db))
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy(sortOrder(q.sort, q.order))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const counted = await filtered(workersBase(db))
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { items: rows.map((r) => toListRow(r as BaseRow)), total, page: q.page, pageSize: q.pageSize };
}

/** Id, short code and name of active workers (a compact projection), by last name: one query. */
export async function listWorkersLight(db: Executor, search?: string) {
  let query = db
    .selectFrom('workers as w')
    .select(['w.id', 'w.short_code', 'w.first_name', 'w.last_name'])
    .where('w.activity_status', '=', 'active');
  if (search) query = query.where('w.search_text', 'like', containsPattern(search));
  const rows = await query.orderBy(sortOrder('lastName', 'asc')).execute();
  return rows.map((r) => ({ id: r.id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) }));
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
 * One worker with its vehicle, elu and photo thumbnail, in one query: by path parameter
 * (`workers/[id]`, an id or a short code), or by id (the answer of a change, inside its
 * transaction, as that transaction sees it).
 */
export async function getWorkerDetail(db: Executor, param: string | number): Promise<WorkerDetail> {
  const key = typeof param === 'number' ? { id: param } : idOrCode(param);
  const row = await workersBase(db)
    .leftJoin('worker_photos as p', 'p.worker_id', 'w.id')
    .select([
      'w.elu_id',
      (eb) => eb.selectFrom('elus as e').select('e.name').whereRef('e.id', '=', 'w.elu_id').as('elu_name'),
      'w.birth_date',
      'w.left_on',
      'w.address',
      'w.postal_code',
      'w.comment',
      'w.version',
      'w.created_at',
      'w.updated_at',
      'p.thumbnail',
      'p.thumbnail_mime',
      'p.updated_at as photo_at',
    ])
    .where('id' in key ? 'w.id' : 'w.short_code', '=', 'id' in key ? key.id : key.code)
    .executeTakeFirst();
  if (!row) throw notFound(`No such worker: ${param}`);
  const base = toListRow(row as unknown as BaseRow);
  const photo =
    row.photo_updated_at && row.thumbnail && row.thumbnail_mime === 'image/webp' ? row : undefined;
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
    photo: photo
      ? {
          url: thumbnailDataUrl('image/webp', photo.thumbnail!),
          mime: 'image/webp',
          ...webpSize(Buffer.from(photo.thumbnail!)),
          updatedAt: iso(photo.photo_at!),
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
  await db.insertInto('worker_events').values(workerEventRow(e)).execute();
}

/** The worker_events row of an event (for a caller that writes it with another row in one statement). */
export const workerEventRow = (e: WorkerEventInput) => ({
  worker_id: e.workerId,
  user_id: e.userId,
  kind: e.kind,
  summary: e.summary.slice(0, 2000),
  data: e.data === undefined ? null : JSON.stringify(e.data),
});

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
  return db.transaction().execute(async (tx) => {
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
  return db.transaction().execute(async (tx) => {
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
  return db.transaction().execute(async (tx) => {
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

/** A worker's time as read: whole minutes between start and end (milliseconds, rounded as Math.round does). */
const timeMinutes = sql<number | null>`case when wt.ended_at is null then null else round(
  (floor(extract(epoch from wt.ended_at) * 1000) - floor(extract(epoch from wt.started_at) * 1000)) / 60000
)::int end`;

/**
 * A worker's times, newest first, a page at a time, with the period's total and minutes: one
 * statement (the period's count and minutes, the page through the index on (worker_id, date
 * desc, started_at desc, id desc), and whether the worker exists).
 */
export async function listWorkerTimes(
  db: Executor,
  f: { workerId: number; dateFrom?: string; dateTo?: string; page: number; pageSize: number },
) {
  const period = sql.join(
    [
      sql`wt.worker_id = ${f.workerId}`,
      ...(f.dateFrom ? [sql`wt.date >= ${f.dateFrom}`] : []),
      ...(f.dateTo ? [sql`wt.date <= ${f.dateTo}`] : []),
    ],
    sql` and `,
  );
  const { rows } = await sql<{
    found: boolean;
    total: number;
    total_minutes: number;
    id: number | null;
    worker_id: number;
    date: string;
    started_at: Date;
    ended_at: Date | null;
    minutes: number | null;
    gta_type_id: number | null;
    gta_name: string | null;
    comment: string | null;
    version: number;
  }>`
    select exists (select 1 from workers where id = ${f.workerId}) as found, c.total, c.total_minutes, p.*
    from (
      select count(*) as total, coalesce(sum(${timeMinutes}), 0) as total_minutes
      from worker_times wt where ${period}
    ) c
    left join lateral (
      select wt.id, wt.worker_id, wt.date, wt.started_at, wt.ended_at, ${timeMinutes} as minutes,
             wt.gta_type_id, g.name as gta_name, wt.comment, wt.version
      from worker_times wt left join gta_types g on g.id = wt.gta_type_id
      where ${period}
      order by wt.date desc, wt.started_at desc, wt.id desc
      limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}
    ) p on true`.execute(db);
  if (!rows[0].found) throw notFoundField('workerId', `No such worker: ${f.workerId}`);
  const items: WorkerTimeRow[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      workerId: r.worker_id,
      date: r.date,
      startedAt: iso(r.started_at),
      endedAt: isoOrNull(r.ended_at),
      minutes: r.minutes === null ? null : Number(r.minutes),
      gtaType: r.gta_type_id ? { id: r.gta_type_id, name: r.gta_name! } : null,
      comment: r.comment,
      version: r.version,
    }));
  return {
    items,
    total: Number(rows[0].total),
    page: f.page,
    pageSize: f.pageSize,
    totalMinutes: Number(rows[0].total_minutes),
  };
}

export async function listPickers(db: Executor, status: StatusFilter) {
  const { agencies, teams, companies, elus } = await readNamedLists(db, status, {
    agencies: db.selectFrom('agencies').select(['id', 'name', 'code', 'activity_status']),
    teams: db.selectFrom('teams').select(['id', 'name', 'code', 'activity_status', 'agency_id']),
    companies: db
      .selectFrom('companies')
      .select(['id', 'name', 'code', 'activity_status', 'short_code_prefix', 'next_short_code_seq']),
    elus: db.selectFrom('elus').select(['id', 'name', 'code', 'activity_status']),
  });
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

/**
 * Worker events (one worker's, or everyone's; of one kind or all), newest first, a page at a
 * time (by number, or after the event `after`: keyset, for a timeline that only grows), with
 * their total: one statement. The page walks an index on (worker_id, at desc, id
 * desc), (kind, at desc, id desc) or (at desc, id desc); the total is counted on worker_events
 * alone (every event has its worker: the foreign key cascades).
 */
export async function listWorkerEvents(
  db: Executor,
  f: { workerId?: number; kind?: string; after?: number; page: number; pageSize: number },
) {
  const filters = [
    ...(f.workerId ? [sql`e.worker_id = ${f.workerId}`] : []),
    ...(f.kind ? [sql`e.kind = ${f.kind}`] : []),
  ];
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const found = f.workerId ? sql`exists (select 1 from workers where id = ${f.workerId})` : sql`true`;
  // Keyset: the rows after the event `after` in (at desc, id desc), through the same index as a page.
  const pageWhere = f.after
    ? sql`where ${sql.join([...filters, sql`(e.at, e.id) < (select a.at, a.id from worker_events a where a.id = ${f.after})`], sql` and `)}`
    : where;
  const offset = f.after ? 0 : (f.page - 1) * f.pageSize;
  const { rows } = await sql<{
    found: boolean;
    total: number;
    id: number | null;
    at: Date;
    worker_id: number;
    short_code: string;
    first_name: string;
    last_name: string;
    user_id: number | null;
    user_name: string | null;
    kind: string;
    summary: string;
    data: WorkerEventRow['data'];
  }>`
    select ${found} as found, c.total, p.*
    from (select count(*) as total from worker_events e ${where}) c
    left join lateral (
      select e.id, e.at, e.worker_id, w.short_code, w.first_name, w.last_name, e.user_id, u.name as user_name, e.kind, e.summary, e.data
      from worker_events e
      join workers w on w.id = e.worker_id
      left join staff_users u on u.id = e.user_id
      ${pageWhere}
      order by e.at desc, e.id desc
      limit ${f.pageSize} offset ${offset}
    ) p on true`.execute(db);
  if (!rows[0].found) throw notFoundField('workerId', `No such worker: ${f.workerId}`);
  const items: WorkerEventRow[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      at: iso(r.at),
      worker: { id: r.worker_id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) },
      userId: r.user_id,
      userName: r.user_name,
      kind: r.kind,
      summary: r.summary,
      data: r.data ?? null,
    }));
  return { items, total: Number(rows[0].total), page: f.page, pageSize: f.pageSize };
}

export async function listGtaTypes(db: Executor, status: StatusFilter) {
  const rows = await namedListQuery(
    db.selectFrom('gta_types').select(['id', 'name', 'code', 'activity_status', 'is_absence']),
    status,
  ).execute();
  return rows.map((r) => ({ ...namedFields(r), isAbsence: r.is_absence }));
}
