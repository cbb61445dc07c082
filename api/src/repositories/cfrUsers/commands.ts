/**
 * Client-side ("cfr") users (docs/product.md#cfr-users): creation with a unique email,
 * versioned edits (client, site, service, chat rooms) and making inactive (which ends their
 * sessions). Every change writes an admin event and an event on the client's timeline.
 */
import { sql, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../events/adminEvents';
import { diffFields, readForEdit, updateVersioned } from '../versioned';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { recordClientEvent } from '../events/clientEvents';
import { getCfrUserDetail } from './detail';

type CfrUserDetail = ResponseOut<'cfrUsers', 'getUser'>;
type AddUserBody = BodyOut<'cfrUsers', 'addUser'>;
type UpdateUserBody = BodyOut<'cfrUsers', 'updateUser'>;

async function requireClientRow(db: Executor, clientId: number, field = 'clientId') {
  const c = await db
    .selectFrom('clients')
    .select(['id', 'business_code', 'activity_status'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!c) throw notFoundField(field, `No such client: ${clientId}`);
  return c;
}

/** A site or service must belong to the user's client: 404 naming the field otherwise. */
async function requireOfClient(db: Executor, table: 'sites' | 'services', id: number | null | undefined, clientId: number, field: string) {
  if (id === null || id === undefined) return;
  const row = await db.selectFrom(table).select(['id', 'client_id']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFoundField(field, `No such ${table === 'sites' ? 'site' : 'service'}: ${id}`);
  if (row.client_id !== clientId)
    throw invalid(`This ${table === 'sites' ? 'site' : 'service'} belongs to another client`, {
      [field]: `Not a ${table === 'sites' ? 'site' : 'service'} of client ${clientId}`,
    });
}

const duplicateEmail = (email: string) =>
  Object.assign(conflict(`A client-side user with the email ${email} already exists`), { fields: { email: `${email} is already used` } });

async function requireFreeEmail(db: Executor, email: string, exceptId?: number) {
  let q = db.selectFrom('cfr_users').select('id').where('email', '=', email);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw duplicateEmail(email);
}

export async function recordChange(tx: Executor, userId: number | null, u: { id: number; email: string; clientId: number }, action: string, summary: string) {
  await recordAdminEvent(tx, { userId, action: `cfrUsers.${action}`, targetType: 'cfr_user', targetId: u.id, summary: `${u.email}: ${summary}` });
  await recordClientEvent(tx, { clientId: u.clientId, userId, kind: 'cfr_user', summary: `Client-side user ${u.email}: ${summary}` });
}

export async function addCfrUser(db: Database, userId: number, cfrUser: AddUserBody): Promise<CfrUserDetail> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, cfrUser.clientId);
    if (client.activity_status !== 'active') throw conflict(`${client.business_code} is inactive: no new client-side user for it`);
    await requireFreeEmail(tx, cfrUser.email);
    await requireOfClient(tx, 'sites', cfrUser.siteId, client.id, 'siteId');
    await requireOfClient(tx, 'services', cfrUser.serviceId, client.id, 'serviceId');
    let id: number;
    try {
      const row = await tx
        .insertInto('cfr_users')
        .values({
          email: cfrUser.email,
          client_id: client.id,
          site_id: cfrUser.siteId ?? null,
          service_id: cfrUser.serviceId ?? null,
          first_name: cfrUser.firstName,
          last_name: cfrUser.lastName,
          phone: cfrUser.phone ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw duplicateEmail(cfrUser.email);
      throw e;
    }
    await recordChange(tx, userId, { id, email: cfrUser.email, clientId: client.id }, 'addUser', `created for ${client.business_code}`);
    return getCfrUserDetail(tx, id);
  });
}

const USER_COLUMNS = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  siteId: 'site_id',
  serviceId: 'service_id',
  activityStatus: 'activity_status',
} as const satisfies Record<string, keyof DB['cfr_users']>;

export async function updateCfrUser(
  db: Database,
  userId: number,
  q: { chatRoomsIds?: number[]; clientId?: number },
  edit: UpdateUserBody,
): Promise<CfrUserDetail> {
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('cfr_users').selectAll().where('id', '=', edit.userCFrId).executeTakeFirst();
    if (!current) throw notFoundField('userCFrId', `No such client-side user: ${edit.userCFrId}`);
    await readForEdit(tx, 'cfr_users', current.id, edit.version, 'client-side user');
    const body = { ...edit } as Record<string, unknown>;
    const moving = q.clientId !== undefined && q.clientId !== current.client_id;
    const clientId = q.clientId ?? current.client_id;
    if (moving) {
      const client = await requireClientRow(tx, clientId);
      if (client.activity_status !== 'active') throw conflict(`${client.business_code} is inactive: users cannot be moved to it`);
      // The old client's site and service do not follow the user.
      if (body.siteId === undefined) body.siteId = null;
      if (body.serviceId === undefined) body.serviceId = null;
    }
    const { values, changes } = diffFields(current as Record<string, unknown>, body, USER_COLUMNS);
    if (moving) values.client_id = clientId;
    // A reset link mailed to the old address, or for the old client, must not outlive the change.
    const cutOff = Boolean(changes.email) || moving;
    if (cutOff) Object.assign(values, { reset_token_hash: null, reset_expires_at: null });
    if (changes.email) await requireFreeEmail(tx, edit.email as string, current.id);
    await requireOfClient(tx, 'sites', (changes.siteId || moving ? body.siteId : undefined) as number | null | undefined, clientId, 'siteId');
    await requireOfClient(tx, 'services', (changes.serviceId || moving ? body.serviceId : undefined) as number | null | undefined, clientId, 'serviceId');
    if (changes.activityStatus) values.inactivated_at = null;

    const names = Object.keys(changes);
    if (moving) names.push('client');
    const rooms = q.chatRoomsIds === undefined ? undefined : [...new Set(q.chatRoomsIds)];
    const before = (await tx.selectFrom('cfr_user_rooms').select('room_id').where('cfr_user_id', '=', current.id).execute()).map((r) => r.room_id);
    const target = rooms ?? (moving ? [] : before);
    if (rooms && rooms.length) {
      const found = await tx.selectFrom('rooms').select(['id', 'client_id']).where('id', 'in', rooms).execute();
      const missing = rooms.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw notFoundField('chatRoomsIds', `No such room: ${missing.join(', ')}`);
      const foreign = found.filter((f) => f.client_id !== clientId).map((f) => f.id);
      if (foreign.length)
        throw invalid("Rooms must be rooms of the user's client", { chatRoomsIds: `Not rooms of client ${clientId}: ${foreign.join(', ')}` });
    }
    const roomsChanged = target.length !== before.length || target.some((id) => !before.includes(id));
    if (roomsChanged) names.push('chatRoomsIds');
    if (names.length === 0) return getCfrUserDetail(tx, current.id);

    try {
      await updateVersioned(tx, 'cfr_users', current.id, edit.version, values as Updateable<DB['cfr_users']>, 'client-side user');
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw duplicateEmail(edit.email as string);
      throw e;
    }
    if (roomsChanged) {
      await tx.deleteFrom('cfr_user_rooms').where('cfr_user_id', '=', current.id).execute();
      if (target.length) await tx.insertInto('cfr_user_rooms').values(target.map((room_id) => ({ cfr_user_id: current.id, room_id }))).execute();
    }
    let ended = 0;
    if (cutOff) {
      const result = await tx
        .updateTable('cfr_user_sessions')
        .set({ revoked_at: new Date() })
        .where('cfr_user_id', '=', current.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      ended = Number(result.numUpdatedRows);
    }
    const summary = `changed: ${names.join(', ')}${cutOff ? `; reset link cancelled, ${ended} session(s) ended` : ''}`;
    await recordChange(tx, userId, { id: current.id, email: (edit.email as string) ?? current.email, clientId }, 'updateUser', summary);
    if (moving) await recordClientEvent(tx, { clientId: current.client_id, userId, kind: 'cfr_user', summary: `Client-side user ${current.email} moved to another client` });
    return getCfrUserDetail(tx, current.id);
  });
}

/** The user of an inactiveUser / resetPassword body: id, client and email must agree. */
export async function requireRef(tx: Executor, ref: { clientId: number; userCFrId: number; email: string }) {
  const u = await tx.selectFrom('cfr_users').selectAll().where('id', '=', ref.userCFrId).executeTakeFirst();
  if (!u) throw notFoundField('userCFrId', `No such client-side user: ${ref.userCFrId}`);
  if (u.client_id !== ref.clientId) throw invalid('This user belongs to another client', { clientId: `User ${u.id} is a user of client ${u.client_id}` });
  if (u.email !== ref.email) throw invalid('The email is not this user’s', { email: `User ${u.id} is ${u.email}` });
  return u;
}

export async function inactivateCfrUser(db: Database, userId: number, target: { clientId: number; userCFrId: number; email: string }) {
  return db.transaction().execute(async (tx) => {
    const u = await requireRef(tx, target);
    if (u.activity_status === 'inactive') throw conflict(`${u.email} is already inactive`);
    const now = new Date();
    await tx
      .updateTable('cfr_users')
      .set({ activity_status: 'inactive', inactivated_at: now, reset_token_hash: null, reset_expires_at: null, version: sql`version + 1`, updated_at: now })
      .where('id', '=', u.id)
      .execute();
    const ended = await tx
      .updateTable('cfr_user_sessions')
      .set({ revoked_at: now })
      .where('cfr_user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordChange(tx, userId, { id: u.id, email: u.email, clientId: u.client_id }, 'inactiveUser', `made inactive; ${Number(ended.numUpdatedRows)} session(s) ended`);
    return getCfrUserDetail(tx, u.id);
  });
}
