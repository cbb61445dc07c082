/**
 * Client-side ("cfr") users (docs/product.md#cfr-users): the paged list, creation with a
 * unique email, versioned edits (client, site, service, chat rooms), making inactive (which
 * ends their sessions) and the password reset (a single-use link mailed; only the SHA-256
 * of its token is stored, with its expiry; the outbox keeps the mail with the token redacted)
 * and its confirmation by the client portal. Every change writes an admin event and an event
 * on the client's timeline.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Mailer } from '../plugins/mailer';
import { hashPassword, passwordProblem } from '../auth/password';
import { recordAdminEvent } from './events/adminEvents';
import { containsPattern, iso, isoOrNull, notFoundField, pageTotal } from './areaHelpers';
import { diffFields, readForEdit, updateVersioned } from './versioned';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import type { StatusFilter } from './reference';
import { recordClientEvent } from './events/clientEvents';

type GetUsersQuery = QueryOut<'cfrUsers', 'getUsers'>;
type UsersPage = ResponseOut<'cfrUsers', 'getUsers'>;
type CfrUserRow = UsersPage['items'][number];
type CfrUserDetail = ResponseOut<'cfrUsers', 'getUser'>;
type AddUserBody = BodyOut<'cfrUsers', 'addUser'>;
type UpdateUserBody = BodyOut<'cfrUsers', 'updateUser'>;
type ConfirmResetBody = BodyOut<'cfrUsers', 'resetPasswordConfirm'>;

/** How long a reset link works (CFR_RESET_HOURS of the contract). */
export const RESET_HOURS = 24;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function usersBase(db: Executor) {
  return db
    .selectFrom('cfr_users as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .leftJoin('sites as s', 's.id', 'u.site_id')
    .leftJoin('services as sv', 'sv.id', 'u.service_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.client_id',
      'c.name as client_name',
      'c.business_code',
      'u.site_id',
      's.name as site_name',
      'u.service_id',
      'sv.name as service_name',
      'u.activity_status',
      'u.last_login_at',
    ]);
}
type Base = Awaited<ReturnType<ReturnType<typeof usersBase>['execute']>>[number];

function toRow(r: Base): CfrUserRow {
  return {
    userCFrId: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    clientId: r.client_id,
    client: { id: r.client_id, name: r.client_name, businessCode: r.business_code },
    site: r.site_id === null ? null : { id: r.site_id, name: r.site_name ?? '' },
    service: r.service_id === null ? null : { id: r.service_id, name: r.service_name ?? '' },
    activityStatus: r.activity_status,
    lastLoginAt: isoOrNull(r.last_login_at),
  };
}

/** `u.*` of the list's filters (not yet ordered nor paged). */
function filteredUsers(db: Executor, q: GetUsersQuery) {
  let f = db.selectFrom('cfr_users as u');
  if (q.activityStatus !== 'all') f = f.where('u.activity_status', '=', q.activityStatus);
  if (q.clientId) f = f.where('u.client_id', '=', q.clientId);
  // Contains, case-insensitive, in email, first and last name (the generated lower-cased search_text, trigram index).
  if (q.search) f = f.where('u.search_text', 'like', containsPattern(q.search));
  return f;
}

/**
 * GET users/cfr/getUsers: one page in the list's order (last name, first name, id; indexes of
 * migration 0033) with the total counted in the same query (a count sub-select of the same
 * filters); the
 * client, site and service names are joined to the page's rows only.
 */
export async function listCfrUsers(db: Executor, q: GetUsersQuery): Promise<UsersPage> {
  const page = filteredUsers(db, q)
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.client_id',
      'u.site_id',
      'u.service_id',
      'u.activity_status',
      'u.last_login_at',
      // The total as a sub-select of the same query: an index-only count, while the page reads its rows only.
      filteredUsers(db, q).select(sql<number>`count(*)`.as('n')).as('total'),
    ])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const rows = await db
    .selectFrom(page.as('u'))
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .leftJoin('sites as s', 's.id', 'u.site_id')
    .leftJoin('services as sv', 'sv.id', 'u.service_id')
    .selectAll('u')
    .select(['c.name as client_name', 'c.business_code', 's.name as site_name', 'sv.name as service_name'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  const total = await pageTotal(rows, q.page, async () =>
    Number((await filteredUsers(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  );
  return { items: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

interface DetailRow extends Base {
  inactivated_at: Date | string | null;
  reset_expires_at: Date | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  chat_rooms_ids: number[];
  client_rooms: { id: number; name: string }[];
  open_sessions: number;
}

/**
 * A user's page (GET users/cfr/{id}, and the answer of every change of a user): one query, the
 * user joined to its client, site and service, its rooms, its client's rooms and its open
 * sessions as sub-selects; 404 when unknown. A reset link is shown pending while its expiry lies ahead.
 */
export async function getCfrUserDetail(db: Executor, id: number): Promise<CfrUserDetail> {
  const r = await usersBase(db)
    .select([
      'u.inactivated_at',
      'u.reset_expires_at',
      'u.version',
      'u.created_at',
      'u.updated_at',
      sql<number[]>`coalesce((select json_agg(ur.room_id order by ur.room_id) from cfr_user_rooms ur where ur.cfr_user_id = u.id), '[]'::json)`.as(
        'chat_rooms_ids',
      ),
      sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
        from rooms r where r.client_id = u.client_id), '[]'::json)`.as('client_rooms'),
      sql<number>`(select count(*) from cfr_user_sessions cs where cs.cfr_user_id = u.id and cs.revoked_at is null)::int`.as('open_sessions'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound(`No such client-side user: ${id}`);
  const d = r as DetailRow;
  const stored = isoOrNull(d.reset_expires_at);
  const pending = stored !== null && new Date(stored).getTime() > Date.now();
  return {
    ...toRow(d),
    chatRoomsIds: d.chat_rooms_ids,
    clientRooms: d.client_rooms,
    inactivatedAt: isoOrNull(d.inactivated_at),
    resetExpiresAt: pending ? stored : null,
    openSessions: Number(d.open_sessions),
    version: d.version,
    createdAt: iso(d.created_at),
    updatedAt: iso(d.updated_at),
  };
}

export async function listSitesOrServices(db: Executor, table: 'sites' | 'services', clientId: number | undefined, status: StatusFilter) {
  let q = db.selectFrom(table).select(['id', 'name', 'client_id', 'activity_status']);
  if (clientId) q = q.where('client_id', '=', clientId);
  if (status !== 'all') q = q.where('activity_status', '=', status);
  const rows = await q.orderBy('name').orderBy('id').limit(5000).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, clientId: r.client_id, activityStatus: r.activity_status }));
}

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
    throw badRequest(`This ${table === 'sites' ? 'site' : 'service'} belongs to another client`, {
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

async function recordChange(tx: Executor, userId: number | null, u: { id: number; email: string; clientId: number }, action: string, summary: string) {
  await recordAdminEvent(tx, { userId, action: `cfrUsers.${action}`, targetType: 'cfr_user', targetId: u.id, summary: `${u.email}: ${summary}` });
  await recordClientEvent(tx, { clientId: u.clientId, userId, kind: 'cfr_user', summary: `Client-side user ${u.email}: ${summary}` });
}

export async function addCfrUser(db: Database, userId: number, b: AddUserBody): Promise<CfrUserDetail> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, b.clientId);
    if (client.activity_status !== 'active') throw conflict(`${client.business_code} is inactive: no new client-side user for it`);
    await requireFreeEmail(tx, b.email);
    await requireOfClient(tx, 'sites', b.siteId, client.id, 'siteId');
    await requireOfClient(tx, 'services', b.serviceId, client.id, 'serviceId');
    let id: number;
    try {
      const row = await tx
        .insertInto('cfr_users')
        .values({
          email: b.email,
          client_id: client.id,
          site_id: b.siteId ?? null,
          service_id: b.serviceId ?? null,
          first_name: b.firstName,
          last_name: b.lastName,
          phone: b.phone ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw duplicateEmail(b.email);
      throw e;
    }
    await recordChange(tx, userId, { id, email: b.email, clientId: client.id }, 'addUser', `created for ${client.business_code}`);
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
  b: UpdateUserBody,
): Promise<CfrUserDetail> {
  return db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('cfr_users').selectAll().where('id', '=', b.userCFrId).executeTakeFirst();
    if (!current) throw notFoundField('userCFrId', `No such client-side user: ${b.userCFrId}`);
    await readForEdit(tx, 'cfr_users', current.id, b.version, 'client-side user');
    const body = { ...b } as Record<string, unknown>;
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
    if (changes.email) await requireFreeEmail(tx, b.email as string, current.id);
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
        throw badRequest("Rooms must be rooms of the user's client", { chatRoomsIds: `Not rooms of client ${clientId}: ${foreign.join(', ')}` });
    }
    const roomsChanged = target.length !== before.length || target.some((id) => !before.includes(id));
    if (roomsChanged) names.push('chatRoomsIds');
    if (names.length === 0) return getCfrUserDetail(tx, current.id);

    try {
      await updateVersioned(tx, 'cfr_users', current.id, b.version, values as Updateable<DB['cfr_users']>, 'client-side user');
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw duplicateEmail(b.email as string);
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
    await recordChange(tx, userId, { id: current.id, email: (b.email as string) ?? current.email, clientId }, 'updateUser', summary);
    if (moving) await recordClientEvent(tx, { clientId: current.client_id, userId, kind: 'cfr_user', summary: `Client-side user ${current.email} moved to another client` });
    return getCfrUserDetail(tx, current.id);
  });
}

/** The user of an inactiveUser / resetPassword body: id, client and email must agree. */
async function requireRef(tx: Executor, b: { clientId: number; userCFrId: number; email: string }) {
  const u = await tx.selectFrom('cfr_users').selectAll().where('id', '=', b.userCFrId).executeTakeFirst();
  if (!u) throw notFoundField('userCFrId', `No such client-side user: ${b.userCFrId}`);
  if (u.client_id !== b.clientId) throw badRequest('This user belongs to another client', { clientId: `User ${u.id} is a user of client ${u.client_id}` });
  if (u.email !== b.email) throw badRequest('The email is not this user’s', { email: `User ${u.id} is ${u.email}` });
  return u;
}

export async function inactivateCfrUser(db: Database, userId: number, b: { clientId: number; userCFrId: number; email: string }) {
  return db.transaction().execute(async (tx) => {
    const u = await requireRef(tx, b);
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

export async function resetCfrPassword(
  db: Database,
  mailer: Mailer,
  portalUrl: string,
  userId: number,
  b: { clientId: number; userCFrId: number; email: string },
) {
  return db.transaction().execute(async (tx) => {
    const u = await requireRef(tx, b);
    if (u.activity_status === 'inactive') throw conflict(`${u.email} is inactive: reactivate the user before resetting the password`);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESET_HOURS * 3_600_000);
    await tx
      .updateTable('cfr_users')
      .set({ reset_token_hash: hashToken(token), reset_expires_at: expiresAt, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', u.id)
      .execute();
    const link = `${portalUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    const outboxId = await mailer.queue(
      {
        to: [u.email],
        subject: 'Choose a new password',
        text: `Hello ${u.first_name},\n\nUse this link to choose a new password. It works once, within ${RESET_HOURS} hours:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        // Only the recipient's mailbox gets the token: the outbox keeps `token=[redacted]`.
        secrets: [token],
      },
      tx,
    );
    await recordChange(tx, userId, { id: u.id, email: u.email, clientId: u.client_id }, 'resetPassword', 'password reset link mailed');
    return { userCFrId: u.id, sentTo: u.email, expiresAt: iso(expiresAt), outboxId };
  });
}

/** Why a reset link's token is refused: the same answer whether it never existed, was used or was replaced. */
const unusableToken = () =>
  badRequest('This password-reset link is not valid: it was already used, replaced by a newer one, or never existed', {
    token: 'Unknown or already used: ask for a new link',
  });

/**
 * POST users/cfr/resetPassword/confirm (public: the client portal's reset page). The token of a
 * reset link, still ahead of its expiry, sets the user's password (argon2id, as staff passwords)
 * once: the token is forgotten in the same update, so a second use, or two at once, finds none.
 * The user's open sessions end. A weak password is refused before the token is spent.
 */
export async function confirmCfrPasswordReset(db: Database, b: ConfirmResetBody) {
  const tokenHash = hashToken(b.token);
  const u = await db
    .selectFrom('cfr_users')
    .select(['id', 'email', 'client_id', 'activity_status', 'reset_expires_at'])
    .where('reset_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!u || u.activity_status !== 'active') throw unusableToken();
  if (!u.reset_expires_at || new Date(u.reset_expires_at).getTime() <= Date.now())
    throw badRequest(`This password-reset link has expired (a link works ${RESET_HOURS} hours): ask for a new one`, {
      token: 'Expired: ask for a new link',
    });
  const problem = passwordProblem(b.newPassword, u.email);
  if (problem) throw badRequest(problem, { newPassword: problem });
  const passwordHash = await hashPassword(b.newPassword);
  return db.transaction().execute(async (tx) => {
    const now = new Date();
    const spent = await tx
      .updateTable('cfr_users')
      .set({ password_hash: passwordHash, reset_token_hash: null, reset_expires_at: null, version: sql`version + 1`, updated_at: now })
      .where('id', '=', u.id)
      .where('reset_token_hash', '=', tokenHash)
      .where('reset_expires_at', '>', now)
      .where('activity_status', '=', 'active')
      .executeTakeFirst();
    // Spent (or replaced, or the user made inactive) since it was read: no password is set.
    if (Number(spent.numUpdatedRows) !== 1) throw unusableToken();
    const ended = await tx
      .updateTable('cfr_user_sessions')
      .set({ revoked_at: now })
      .where('cfr_user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    await recordChange(
      tx,
      null,
      { id: u.id, email: u.email, clientId: u.client_id },
      'resetPasswordConfirm',
      `new password chosen through the reset link; ${Number(ended.numUpdatedRows)} session(s) ended`,
    );
    return { email: u.email, passwordChanged: true as const };
  });
}
