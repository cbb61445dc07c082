/**
 * Vehicles (docs/product.md#calls-vehicles, #vehicles): list with filters, detail with comments and
 * assignment history, creation (unique short code), versioned edits, bulk comments, and
 * assignment to a worker (one worker per vehicle and one vehicle per worker at a time; the
 * partial unique indexes of 0002 guard it against races too). Every change writes an admin
 * event; assignment changes also write a worker event.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import type { Executor } from '../db/executor';
import { recordAdminEvent } from './events/adminEvents';
import {
  addDays,
  containsPattern,
  fullName,
  iso,
  isoOrNull,
  idOrCode,
  notFoundField,
  requireRefs,
  resolveIdOrCode,
  todayInParis,
} from './areaHelpers';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { diffFields, readForEdit, updateVersioned } from './versioned';
import { requireWorker } from './workers/detail';
import { recordWorkerEvent } from './workers/events';
import { findOpenAssignment } from './vehicleAssignments';
import { namedFields, namedListQuery, type StatusFilter } from './reference';
import { contract } from '../shared';

type VehiclesQuery = QueryOut<'vehicles', 'getVehicles'>;
type VehicleListRow = ResponseOut<'vehicles', 'getVehicles'>[number];
type VehicleDetail = ResponseOut<'vehicles', 'getVehicle'>;
type AssignmentRow = ResponseOut<'vehicles', 'getVehicle'>['assignments'][number];
type AssignmentAnswer = ResponseOut<'vehicles', 'assignVehicle'>;
type AddVehicleBody = BodyOut<'vehicles', 'addVehicle'>;
type UpdateVehicleBody = BodyOut<'vehicles', 'updateVehicleData'>;

const CONTRACT_ENDING_SOON_DAYS = 30;

/**
 * A vehicle with the names it points to (sub-selects by key: eight joined lookup tables cost the
 * planner over 10 ms a call, more than reading the whole list) and its current driver.
 */
function vehiclesBase(db: Executor) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_models as mo', 'mo.id', 'v.model_id')
    .leftJoin('vehicle_assignments as va', (j) =>
      j.onRef('va.vehicle_id', '=', 'v.id').on('va.ended_at', 'is', null),
    )
    .leftJoin('workers as w', 'w.id', 'va.worker_id')
    .select([
      'v.id',
      'v.short_code',
      'v.plate',
      'v.type_id',
      (eb) => eb.selectFrom('vehicle_types as ty').select('ty.name').whereRef('ty.id', '=', 'v.type_id').as('type_name'),
      'v.state_id',
      (eb) => eb.selectFrom('vehicle_states as st').select('st.name').whereRef('st.id', '=', 'v.state_id').as('state_name'),
      'v.contract_id',
      (eb) => eb.selectFrom('vehicle_contracts as co').select('co.name').whereRef('co.id', '=', 'v.contract_id').as('contract_name'),
      'mo.brand_id',
      (eb) => eb.selectFrom('vehicle_brands as br').select('br.name').whereRef('br.id', '=', 'mo.brand_id').as('brand_name'),
      'v.model_id',
      'mo.name as model_name',
      'v.fleet_manager_id',
      (eb) => eb.selectFrom('fleet_managers as fm').select('fm.name').whereRef('fm.id', '=', 'v.fleet_manager_id').as('fleet_manager_name'),
      'v.supplier_id',
      (eb) => eb.selectFrom('vehicle_suppliers as su').select('su.name').whereRef('su.id', '=', 'v.supplier_id').as('supplier_name'),
      'v.analytic_account_id',
      (eb) => eb.selectFrom('analytic_accounts as aa').select('aa.name').whereRef('aa.id', '=', 'v.analytic_account_id').as('analytic_account_name'),
      'v.contract_end_date',
      'v.mileage_km',
      'v.activity_status',
      'w.id as worker_id',
      'w.short_code as worker_short_code',
      'w.first_name as worker_first_name',
      'w.last_name as worker_last_name',
    ]);
}

type BaseRow = {
  id: number;
  short_code: string;
  plate: string | null;
  type_id: number;
  type_name: string;
  state_id: number | null;
  state_name: string | null;
  contract_id: number | null;
  contract_name: string | null;
  brand_id: number | null;
  brand_name: string | null;
  model_id: number | null;
  model_name: string | null;
  fleet_manager_id: number | null;
  fleet_manager_name: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  analytic_account_id: number | null;
  analytic_account_name: string | null;
  contract_end_date: string | null;
  mileage_km: number | null;
  activity_status: 'active' | 'inactive';
  worker_id: number | null;
  worker_short_code: string | null;
  worker_first_name: string | null;
  worker_last_name: string | null;
};

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function toListRow(r: BaseRow, today: string): VehicleListRow {
  const soonLimit = addDays(today, CONTRACT_ENDING_SOON_DAYS);
  const end = r.contract_end_date;
  return {
    id: r.id,
    shortCode: r.short_code,
    plate: r.plate,
    type: { id: r.type_id, name: r.type_name },
    state: ref(r.state_id, r.state_name),
    contract: ref(r.contract_id, r.contract_name),
    brand: ref(r.brand_id, r.brand_name),
    model: ref(r.model_id, r.model_name),
    fleetManager: ref(r.fleet_manager_id, r.fleet_manager_name),
    supplier: ref(r.supplier_id, r.supplier_name),
    analyticAccount: ref(r.analytic_account_id, r.analytic_account_name),
    contractEndDate: end,
    contractEndingSoon: end !== null && end >= today && end <= soonLimit,
    contractEnded: end !== null && end < today,
    mileageKm: r.mileage_km,
    activityStatus: r.activity_status,
    worker: r.worker_id
      ? {
          id: r.worker_id,
          shortCode: r.worker_short_code!,
          name: fullName(r.worker_first_name!, r.worker_last_name!),
        }
      : null,
  };
}

/** The vehicle list's filters by attribute: query field -> column. */
const ID_FILTERS = [
  ['typeIds', 'v.type_id'],
  ['stateIds', 'v.state_id'],
  ['contractIds', 'v.contract_id'],
  ['brandIds', 'mo.brand_id'],
  ['modelIds', 'v.model_id'],
  ['fleetManagerIds', 'v.fleet_manager_id'],
  ['supplierIds', 'v.supplier_id'],
] as const;

/**
 * The vehicles list, by short code: one query, filtered on indexed columns (the search on
 * `search_text`, the lower-cased code and plate, matched anywhere with its trigram index).
 */
export async function listVehicles(db: Executor, q: VehiclesQuery) {
  const today = todayInParis();
  let query = vehiclesBase(db);
  if (q.activityStatus !== 'all') query = query.where('v.activity_status', '=', q.activityStatus);
  if (q.search) query = query.where('v.search_text', 'like', containsPattern(q.search));
  for (const [field, column] of ID_FILTERS) {
    const ids = q[field];
    if (ids.length > 0) query = query.where(column, 'in', ids);
  }
  if (q.contractEndingSoon === true)
    query = query
      .where('v.contract_end_date', '>=', today)
      .where('v.contract_end_date', '<=', addDays(today, CONTRACT_ENDING_SOON_DAYS));
  const rows = await query.orderBy('v.short_code').orderBy('v.id').execute();
  return rows.map((r) => toListRow(r as BaseRow, today));
}

export function resolveVehicleId(db: Executor, param: string): Promise<number> {
  return resolveIdOrCode(db, 'vehicles', param, 'vehicle');
}

function assignmentsQuery(db: Executor) {
  return db
    .selectFrom('vehicle_assignments as va')
    .innerJoin('workers as w', 'w.id', 'va.worker_id')
    .leftJoin('staff_users as sb', 'sb.id', 'va.started_by')
    .leftJoin('staff_users as eb', 'eb.id', 'va.ended_by')
    .select([
      'va.id',
      'va.vehicle_id',
      'w.id as worker_id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      'va.started_at',
      'va.ended_at',
      'sb.name as started_by',
      'eb.name as ended_by',
    ])
    .orderBy('va.started_at', 'desc')
    .orderBy('va.id', 'desc');
}

type AssignmentSqlRow = {
  id: number;
  vehicle_id: number;
  worker_id: number;
  short_code: string;
  first_name: string;
  last_name: string;
  started_at: Date | string;
  ended_at: Date | string | null;
  started_by: string | null;
  ended_by: string | null;
};

function toAssignmentRow(r: AssignmentSqlRow): AssignmentRow {
  return {
    id: r.id,
    vehicleId: r.vehicle_id,
    worker: { id: r.worker_id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) },
    startedAt: iso(r.started_at),
    endedAt: isoOrNull(r.ended_at),
    startedBy: r.started_by,
    endedBy: r.ended_by,
  };
}

function commentsQuery(db: Executor) {
  return db
    .selectFrom('vehicle_comments as c')
    .leftJoin('staff_users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.vehicle_id', 'c.comment', 'c.at', 'u.name as user_name'])
    .orderBy('c.at', 'desc')
    .orderBy('c.id', 'desc');
}

type CommentSqlRow = { id: number; vehicle_id: number; comment: string; at: Date | string; user_name: string | null };

const toCommentRow = (c: CommentSqlRow) => ({
  id: c.id,
  vehicleId: c.vehicle_id,
  comment: c.comment,
  at: iso(c.at),
  userName: c.user_name,
});

async function listAssignments(db: Executor, where: { id: number }): Promise<AssignmentRow[]> {
  const rows = await assignmentsQuery(db).where('va.id', '=', where.id).execute();
  return rows.map(toAssignmentRow);
}

/** A page of history rows and their total, as one JSON value of the database. */
type HistoryJson<R> = { items: R[]; total: number };

/** `json_build_object('items', <page as JSON>, 'total', <count>)`: one value. */
function historyJson(page: { compile(): unknown }, count: { compile(): unknown }) {
  return sql`json_build_object('items', (select coalesce(json_agg(h), '[]') from (${page}) h), 'total', (${count}))`;
}

/** A vehicle's comments (`vehicle` is its id, or the outer query's `v.id`), newest first, one page, and their count. */
function commentsHistory(db: Executor, vehicle: number | 'v.id', size: number, offset: number) {
  const of = (column: string) => sql<boolean>`${sql.ref(column)} = ${vehicle === 'v.id' ? sql.ref('v.id') : vehicle}`;
  return historyJson(
    commentsQuery(db).where(of('c.vehicle_id')).limit(size).offset(offset),
    db.selectFrom('vehicle_comments as cc').select((eb) => eb.fn.countAll().as('n')).where(of('cc.vehicle_id')),
  );
}

/** A vehicle's assignments, newest first, one page, and their count (as commentsHistory). */
function assignmentsHistory(db: Executor, vehicle: number | 'v.id', size: number, offset: number) {
  const of = (column: string) => sql<boolean>`${sql.ref(column)} = ${vehicle === 'v.id' ? sql.ref('v.id') : vehicle}`;
  return historyJson(
    assignmentsQuery(db).where(of('va.vehicle_id')).limit(size).offset(offset),
    db.selectFrom('vehicle_assignments as ca').select((eb) => eb.fn.countAll().as('n')).where(of('ca.vehicle_id')),
  );
}

/**
 * One vehicle with the newest VEHICLE_HISTORY_SIZE comments and assignments and their totals,
 * in one query (the histories as JSON sub-selects through their (vehicle_id, at/started_at
 * desc, id desc) indexes): by path parameter (`7` or `VH-0007`), or by id (a write answering
 * inside its transaction, as that transaction sees it).
 */
export async function getVehicleDetail(db: Executor, idOrParam: number | string): Promise<VehicleDetail> {
  const { VEHICLE_HISTORY_SIZE } = contract;
  const key = typeof idOrParam === 'number' ? { id: idOrParam } : idOrCode(idOrParam);
  const row = await vehiclesBase(db)
    .select([
      'v.first_registration_on',
      'v.comment',
      'v.version',
      'v.created_at',
      'v.updated_at',
      sql<string>`json_build_object(
        'comments', ${commentsHistory(db, 'v.id', VEHICLE_HISTORY_SIZE, 0)},
        'assignments', ${assignmentsHistory(db, 'v.id', VEHICLE_HISTORY_SIZE, 0)})::text`.as('history'),
    ])
    .where('id' in key ? 'v.id' : 'v.short_code', '=', 'id' in key ? key.id : key.code)
    .executeTakeFirst();
  if (!row) throw notFound(`No such vehicle: ${idOrParam}`);
  const history = JSON.parse(row.history) as { comments: HistoryJson<CommentSqlRow>; assignments: HistoryJson<AssignmentSqlRow> };
  return {
    ...toListRow(row as BaseRow, todayInParis()),
    firstRegistrationOn: row.first_registration_on,
    comment: row.comment,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    comments: history.comments.items.map(toCommentRow),
    commentsTotal: Number(history.comments.total),
    assignments: history.assignments.items.map(toAssignmentRow),
    assignmentsTotal: Number(history.assignments.total),
  };
}

/** One page of a vehicle's history and its total, in one query; 404 naming vehicleId for an unknown vehicle. */
async function historyPage<R>(db: Executor, vehicleId: number, history: ReturnType<typeof historyJson>) {
  const row = await db
    .selectNoFrom([
      sql<boolean>`exists (select 1 from vehicles where id = ${vehicleId})`.as('found'),
      sql<string>`${history}::text`.as('history'),
    ])
    .executeTakeFirstOrThrow();
  if (!row.found) throw notFoundField('vehicleId', `No such vehicle: ${vehicleId}`);
  return JSON.parse(row.history) as HistoryJson<R>;
}

/** A page of a vehicle's comments, newest first, with the total. */
export async function listVehicleComments(db: Executor, f: { vehicleId: number; page: number; pageSize: number }) {
  const offset = (f.page - 1) * f.pageSize;
  const h = await historyPage<CommentSqlRow>(db, f.vehicleId, commentsHistory(db, f.vehicleId, f.pageSize, offset));
  return { items: h.items.map(toCommentRow), total: Number(h.total), page: f.page, pageSize: f.pageSize };
}

/** A page of a vehicle's assignments, newest first, with the total. */
export async function listVehicleAssignments(db: Executor, f: { vehicleId: number; page: number; pageSize: number }) {
  const offset = (f.page - 1) * f.pageSize;
  const h = await historyPage<AssignmentSqlRow>(db, f.vehicleId, assignmentsHistory(db, f.vehicleId, f.pageSize, offset));
  return { items: h.items.map(toAssignmentRow), total: Number(h.total), page: f.page, pageSize: f.pageSize };
}

type VehicleRefs = Partial<
  Pick<
    AddVehicleBody,
    'typeId' | 'stateId' | 'contractId' | 'modelId' | 'fleetManagerId' | 'supplierId' | 'analyticAccountId'
  >
>;

async function requireVehicleRefs(db: Executor, b: VehicleRefs) {
  await requireRefs(db, [
    { field: 'typeId', table: 'vehicle_types', id: b.typeId, label: 'vehicle type' },
    { field: 'stateId', table: 'vehicle_states', id: b.stateId, label: 'vehicle state' },
    { field: 'contractId', table: 'vehicle_contracts', id: b.contractId, label: 'vehicle contract' },
    { field: 'modelId', table: 'vehicle_models', id: b.modelId, label: 'vehicle model' },
    { field: 'fleetManagerId', table: 'fleet_managers', id: b.fleetManagerId, label: 'fleet manager' },
    { field: 'supplierId', table: 'vehicle_suppliers', id: b.supplierId, label: 'vehicle supplier' },
    {
      field: 'analyticAccountId',
      table: 'analytic_accounts',
      id: b.analyticAccountId,
      label: 'analytic account',
    },
  ]);
}

async function refuseDuplicates(
  db: Executor,
  b: { shortCode?: string; plate?: string | null },
  exceptId?: number,
) {
  if (b.shortCode !== undefined) {
    let q = db.selectFrom('vehicles').select('id').where('short_code', '=', b.shortCode);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst())
      throw conflict(`The short code ${b.shortCode} is already used by another vehicle`);
  }
  if (b.plate) {
    let q = db.selectFrom('vehicles').select('id').where('plate', '=', b.plate);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw conflict(`The plate ${b.plate} is already used by another vehicle`);
  }
}

/** Body field -> column. */
const VEHICLE_COLUMNS = {
  shortCode: 'short_code',
  plate: 'plate',
  typeId: 'type_id',
  stateId: 'state_id',
  contractId: 'contract_id',
  modelId: 'model_id',
  fleetManagerId: 'fleet_manager_id',
  supplierId: 'supplier_id',
  analyticAccountId: 'analytic_account_id',
  contractEndDate: 'contract_end_date',
  firstRegistrationOn: 'first_registration_on',
  mileageKm: 'mileage_km',
  comment: 'comment',
  activityStatus: 'activity_status',
} as const satisfies Record<string, keyof DB['vehicles']>;
type VehicleField = keyof typeof VEHICLE_COLUMNS;

export async function addVehicle(db: Database, userId: number, b: AddVehicleBody): Promise<VehicleDetail> {
  return db.transaction().execute(async (tx) => {
    await requireVehicleRefs(tx, b);
    await refuseDuplicates(tx, b);
    const values: Record<string, unknown> = {};
    for (const field of Object.keys(VEHICLE_COLUMNS) as VehicleField[]) {
      const v = (b as Record<string, unknown>)[field];
      if (v !== undefined) values[VEHICLE_COLUMNS[field]] = v;
    }
    const inserted = await tx
      .insertInto('vehicles')
      .values(values as Insertable<DB['vehicles']>)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'vehicles.add',
      targetType: 'vehicle',
      targetId: inserted.id,
      summary: `Added vehicle ${b.shortCode}`,
    });
    return getVehicleDetail(tx, inserted.id);
  });
}

export async function updateVehicle(
  db: Database,
  userId: number,
  b: UpdateVehicleBody,
): Promise<VehicleDetail> {
  return db.transaction().execute(async (tx) => {
    const id = b.id;
    const current = await readForEdit(tx, 'vehicles', id, b.version, 'vehicle');
    const { values, changes } = diffFields(
      current as Record<string, unknown>,
      b as Partial<Record<VehicleField, unknown>>,
      VEHICLE_COLUMNS,
    );
    const names = Object.keys(changes);
    if (names.length === 0) return getVehicleDetail(tx, id);
    await requireVehicleRefs(
      tx,
      Object.fromEntries(
        Object.keys(changes)
          .filter((k) => k.endsWith('Id'))
          .map((k) => [k, (b as Record<string, unknown>)[k]]),
      ) as VehicleRefs,
    );
    await refuseDuplicates(
      tx,
      { shortCode: changes.shortCode ? b.shortCode : undefined, plate: changes.plate ? b.plate : undefined },
      id,
    );
    if (changes.activityStatus && b.activityStatus === 'inactive') {
      const open = await findOpenAssignment(tx, 'vehicle', id);
      if (open) throw conflict(`This vehicle is driven by ${open.worker_code}: dissociate it first`);
    }
    await updateVersioned(tx, 'vehicles', id, b.version, values as Updateable<DB['vehicles']>, 'vehicle');
    await recordAdminEvent(tx, {
      userId,
      action: 'vehicles.update',
      targetType: 'vehicle',
      targetId: id,
      summary: `${current.short_code}: changed ${names.join(', ')}`,
    });
    return getVehicleDetail(tx, id);
  });
}

/** One comment on many vehicles, all or nothing: an unknown short code is a 404 naming it. */
export async function addComments(db: Database, userId: number, comment: string, shortCodes: string[]) {
  const codes = [...new Set(shortCodes)];
  return db.transaction().execute(async (tx) => {
    const found = await tx
      .selectFrom('vehicles')
      .select(['id', 'short_code'])
      .where('short_code', 'in', codes)
      .execute();
    const missing = codes.filter((c) => !found.some((f) => f.short_code === c));
    if (missing.length > 0) {
      const message = `No such vehicle: ${missing.join(', ')}`;
      throw notFoundField('vehicleShortCodes', message);
    }
    const at = new Date();
    const inserted = await tx
      .insertInto('vehicle_comments')
      .values(found.map((v) => ({ vehicle_id: v.id, user_id: userId, comment, at })))
      .returning(['id', 'vehicle_id', 'comment', 'at'])
      .execute();
    const author = await tx
      .selectFrom('staff_users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirst();
    const codeOf = new Map(found.map((v) => [v.id, v.short_code]));
    for (const v of found) {
      await recordAdminEvent(tx, {
        userId,
        action: 'vehicles.addComment',
        targetType: 'vehicle',
        targetId: v.id,
        summary: `${v.short_code}: ${comment}`,
      });
    }
    return {
      count: inserted.length,
      comments: inserted.map((c) => ({
        id: c.id,
        vehicleId: c.vehicle_id,
        vehicleShortCode: codeOf.get(c.vehicle_id)!,
        comment: c.comment,
        at: iso(c.at),
        userName: author?.name ?? null,
      })),
    };
  });
}

async function requireVehicle(db: Executor, id: number) {
  const v = await db
    .selectFrom('vehicles')
    .select(['id', 'short_code', 'activity_status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!v) throw notFoundField('vehicleId', `No such vehicle: ${id}`);
  return v;
}

type VehicleSide = Awaited<ReturnType<typeof requireVehicle>>;
type WorkerSide = Awaited<ReturnType<typeof requireWorker>>;

/** What one assignment change writes to the worker's timeline and to the admin trail. */
interface AssignmentChange {
  assignmentId: number;
  kind: 'vehicle_assigned' | 'vehicle_dissociated';
  workerSummary: string;
  action: 'vehicles.assignVehicle' | 'vehicles.dissociateVehicle';
  adminSummary: string;
}

/** What assigning and dissociating are sent: both sides, and the vehicle's version as read. */
export interface AssignmentBody {
  vehicleId: number;
  workerId: number;
  version: number;
}

/** What a change of assignment is given: its transaction, who makes it, and both sides. */
interface AssignmentContext {
  tx: Executor;
  userId: number;
  vehicle: VehicleSide;
  worker: WorkerSide;
}

/**
 * The frame of assigning and dissociating: `(db, userId, {vehicleId, workerId, version})`, one
 * area transaction, both sides must exist (404 naming the field), the vehicle must still have
 * the version the caller read (409 before anything is changed), the change bumps it, and is
 * recorded on both trails. Answers the assignment as it now is and the vehicle's new version.
 */
function assignmentChange(change: (c: AssignmentContext) => Promise<AssignmentChange>) {
  return (
    db: Database,
    userId: number,
    { vehicleId, workerId, version }: AssignmentBody,
  ): Promise<AssignmentAnswer> =>
    db.transaction().execute(async (tx) => {
      const vehicle = await requireVehicle(tx, vehicleId);
      const worker = await requireWorker(tx, workerId);
      await readForEdit(tx, 'vehicles', vehicleId, version, 'vehicle');
      const done = await change({ tx, userId, vehicle, worker });
      // Who drives it is part of the vehicle: the change is an edit of its row.
      const updated = await updateVersioned(tx, 'vehicles', vehicleId, version, {}, 'vehicle');
      await recordWorkerEvent(tx, {
        workerId,
        userId,
        kind: done.kind,
        summary: done.workerSummary,
        data: { vehicleId },
      });
      await recordAdminEvent(tx, {
        userId,
        action: done.action,
        targetType: 'vehicle',
        targetId: vehicleId,
        summary: done.adminSummary,
      });
      const [row] = await listAssignments(tx, { id: done.assignmentId });
      return { ...row, vehicleVersion: updated.version as number };
    });
}

/** One worker per vehicle and one vehicle per worker at a time; both must be active. */
export const assignVehicle = assignmentChange(async ({ tx, userId, vehicle, worker }) => {
  if (vehicle.activity_status !== 'active') throw conflict(`Vehicle ${vehicle.short_code} is inactive`);
  if (worker.activity_status !== 'active') throw conflict(`Worker ${worker.short_code} is inactive`);
  // Lock both sides' open assignments (if any) while deciding.
  const open = await tx
    .selectFrom('vehicle_assignments as va')
    .innerJoin('workers as w', 'w.id', 'va.worker_id')
    .innerJoin('vehicles as v', 'v.id', 'va.vehicle_id')
    .select(['va.vehicle_id', 'va.worker_id', 'w.short_code as worker_code', 'v.short_code as vehicle_code'])
    .where('va.ended_at', 'is', null)
    .where((eb) => eb.or([eb('va.vehicle_id', '=', vehicle.id), eb('va.worker_id', '=', worker.id)]))
    .forUpdate()
    .execute();
  const onVehicle = open.find((o) => o.vehicle_id === vehicle.id);
  if (onVehicle?.worker_id === worker.id)
    throw conflict(`Vehicle ${vehicle.short_code} is already assigned to ${worker.short_code}`);
  if (onVehicle)
    throw conflict(
      `Vehicle ${vehicle.short_code} is driven by ${onVehicle.worker_code}: dissociate it first`,
    );
  const ofWorker = open.find((o) => o.worker_id === worker.id);
  if (ofWorker)
    throw conflict(
      `Worker ${worker.short_code} already drives ${ofWorker.vehicle_code}: dissociate it first`,
    );

  const inserted = await tx
    .insertInto('vehicle_assignments')
    .values({ vehicle_id: vehicle.id, worker_id: worker.id, started_by: userId, started_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    assignmentId: inserted.id,
    kind: 'vehicle_assigned',
    workerSummary: `Vehicle ${vehicle.short_code} assigned`,
    action: 'vehicles.assignVehicle',
    adminSummary: `${vehicle.short_code} assigned to ${worker.short_code}`,
  };
});

/** Ends the open assignment of that vehicle to that worker; the history keeps it. */
export const dissociateVehicle = assignmentChange(async ({ tx, userId, vehicle, worker }) => {
  const ended = await tx
    .updateTable('vehicle_assignments')
    .set({ ended_at: sql<Date>`greatest(now(), started_at)`, ended_by: userId })
    .where('vehicle_id', '=', vehicle.id)
    .where('worker_id', '=', worker.id)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!ended) throw conflict(`Vehicle ${vehicle.short_code} is not assigned to ${worker.short_code}`);
  return {
    assignmentId: ended.id,
    kind: 'vehicle_dissociated',
    workerSummary: `Vehicle ${vehicle.short_code} given back`,
    action: 'vehicles.dissociateVehicle',
    adminSummary: `${vehicle.short_code} dissociated from ${worker.short_code}`,
  };
});

export async function listVehicleModels(db: Executor, status: StatusFilter, brandId?: number) {
  const rows = await namedListQuery(
    db.selectFrom('vehicle_models').select(['id', 'name', 'code', 'activity_status', 'brand_id']),
    status,
  )
    .$if(brandId !== undefined, (q) => q.where('brand_id', '=', brandId as number))
    .execute();
  return rows.map((r) => ({ ...namedFields(r), brandId: r.brand_id }));
}

export async function listWithContacts(
  db: Executor,
  table: 'fleet_managers' | 'vehicle_suppliers',
  status: StatusFilter,
) {
  const rows = await namedListQuery(
    db.selectFrom(table).select(['id', 'name', 'code', 'activity_status', 'email', 'phone']),
    status,
  ).execute();
  return rows.map((r) => ({ ...namedFields(r), email: r.email, phone: r.phone }));
}
