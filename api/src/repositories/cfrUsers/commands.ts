/**
 * Client-side ("cfr") users' rows as their changes write them (services/cfrUsers/): the
 * checks of a body's client, site, service and email, the user, its chat rooms and its sessions.
 */
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import type { BodyOut } from '../areaTypes';

type AddUserBody = BodyOut<'cfrUsers', 'addUser'>;

/** The client a body names; 404 naming the field. */
export async function requireClientRow(db: Executor, clientId: number, field = 'clientId') {
  const c = await db
    .selectFrom('clients')
    .select(['id', 'business_code', 'activity_status'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!c) throw notFoundField(field, `No such client: ${clientId}`);
  return c;
}

/** A site or service must belong to the user's client: 404 naming the field otherwise. */
export async function requireOfClient(db: Executor, table: 'sites' | 'services', id: number | null | undefined, clientId: number, field: string) {
  if (id === null || id === undefined) return;
  const row = await db.selectFrom(table).select(['id', 'client_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFoundField(field, `No such ${table === 'sites' ? 'site' : 'service'}: ${id}`);
  if (row.client_id !== clientId)
    throw invalid(`This ${table === 'sites' ? 'site' : 'service'} belongs to another client`, {
      [field]: `Not a ${table === 'sites' ? 'site' : 'service'} of client ${clientId}`,
    });
}

export const duplicateEmail = (email: string) =>
  Object.assign(conflict(`A client-side user with the email ${email} already exists`), { fields: { email: `${email} is already used` } });

/** 409 naming email when another user has it. */
export async function requireFreeEmail(db: Executor, email: string, exceptId?: number) {
  let q = db.selectFrom('cfr_users').select('id').where('email', '=', email);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicateEmail(email);
}

/** Inserts the user (a concurrent one with the same email is the same 409); returns its id. */
export async function insertCfrUser(tx: Executor, user: AddUserBody) {
  try {
    const row = await tx
      .insertInto('cfr_users')
      .values({
        email: user.email,
        client_id: user.clientId,
        site_id: user.siteId ?? null,
        service_id: user.serviceId ?? null,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (e) {
    if ((e as { code?: string }).code === '23505') throw duplicateEmail(user.email);
    throw e;
  }
}

export const USER_COLUMNS = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  siteId: 'site_id',
  serviceId: 'service_id',
  activityStatus: 'activity_status',
} as const satisfies Record<string, keyof DB['cfr_users']>;

export function cfrUserRow(tx: Executor, userId: number) {
  return tx.selectFrom('cfr_users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function roomIdsOf(tx: Executor, cfrUserId: number) {
  const rows = await tx.selectFrom('cfr_user_rooms').select('room_id').where('cfr_user_id', '=', cfrUserId).execute();
  return rows.map((r) => r.room_id);
}

export function roomsOfIds(tx: Executor, roomIds: readonly number[]) {
  return tx.selectFrom('rooms').select(['id', 'client_id']).where('id', 'in', [...roomIds]).execute();
}

/** The user's chat rooms become exactly `roomIds`. */
export async function replaceRooms(tx: Executor, cfrUserId: number, roomIds: readonly number[]) {
  await tx.deleteFrom('cfr_user_rooms').where('cfr_user_id', '=', cfrUserId).execute();
  if (roomIds.length) await tx.insertInto('cfr_user_rooms').values(roomIds.map((room_id) => ({ cfr_user_id: cfrUserId, room_id }))).execute();
}

/** Ends the user's open sessions; returns how many. */
export async function endSessions(tx: Executor, cfrUserId: number, at = new Date()) {
  const result = await tx
    .updateTable('cfr_user_sessions')
    .set({ revoked_at: at })
    .where('cfr_user_id', '=', cfrUserId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Inactive now, its reset link forgotten. */
export async function markInactive(tx: Executor, cfrUserId: number, at: Date) {
  await tx
    .updateTable('cfr_users')
    .set({ activity_status: 'inactive', inactivated_at: at, reset_token_hash: null, reset_expires_at: null, version: sql`version + 1`, updated_at: at })
    .where('id', '=', cfrUserId)
    .execute();
}

/** The user of an inactiveUser / resetPassword body: id, client and email must agree. */
export async function requireRef(tx: Executor, ref: { clientId: number; userCFrId: number; email: string }) {
  const u = await tx.selectFrom('cfr_users').selectAll().where('id', '=', ref.userCFrId).executeTakeFirst();
  if (!u) throw notFoundField('userCFrId', `No such client-side user: ${ref.userCFrId}`);
  if (u.client_id !== ref.clientId) throw invalid('This user belongs to another client', { clientId: `User ${u.id} is a user of client ${u.client_id}` });
  if (u.email !== ref.email) throw invalid('The email is not this user’s', { email: `User ${u.id} is ${u.email}` });
  return u;
}

