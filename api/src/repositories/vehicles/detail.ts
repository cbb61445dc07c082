/**
 * Vehicles (docs/product.md#calls-vehicles, #vehicles): a vehicle's page with its comments and
 * assignment history, and the pages of that history.
 */
import { sql } from 'kysely';
import { notFound, notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';
import { fullName, iso, isoOrNull } from '../rowValues';
import { idOrCode, resolveIdOrCode } from '../references';
import { todayInParis } from '../../domain/dates';
import type { ResponseOut } from '../areaTypes';
import { contract } from '../../shared';
import { type BaseRow, toListRow, vehiclesBase } from './list';

type VehicleDetail = ResponseOut<'vehicles', 'getVehicle'>;
type AssignmentRow = ResponseOut<'vehicles', 'getVehicle'>['assignments'][number];
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

export async function listAssignments(db: Executor, where: { id: number }): Promise<AssignmentRow[]> {
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
