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
import { recordAdminEvent } from './adminEvents';
import { iso, isoOrNull, notFoundField } from './areaHelpers';
import { diffFields, readForEdit, updateVersioned } from './versioned';
import { areaTransaction } from './sharedReads';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import type { StatusFilter } from './reference';
import { asciiRowTexts, positionsBy, selectPage, TextIndex, writeAhead, type Condition } from './listIndex';
import { recordClientEvent } from './invoices';
import { keyedByChanges, snapshot } from './snapshots';
import { contract } from '../shared';
import { jsonPage, type JsonText } from '../http/jsonText';

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

interface CfrUsersListEntry {
  row: CfrUserRow;
  search: string;
  clientId: number;
  status: string;
}

/** The client-side users' list held in memory, with the rows of each status and client and the joined search texts. */
interface CfrUsersList {
  entries: CfrUsersListEntry[];
  byStatus: Map<string, Int32Array>;
  byClient: Map<number, Int32Array>;
  search: TextIndex;
}

/**
 * Every client-side user as the list shows it, in the list's order (last name, first name,
 * id, by the database's collation), kept in memory (repositories/snapshots.ts): made again
 * after any change of cfr users, clients, sites or services (change counter
 * `cfr_users_list`, migration 0011), with its indexes (repositories/listIndex.ts): the rows
 * of each status and of each client, and the joined search texts. A request walks the
 * smallest of its conditions' rows only. Each row's JSON text is written ahead, in the
 * background, once the snapshot is made.
 */
const cfrUsersListSnapshot = snapshot('cfr_users_list', async (db): Promise<CfrUsersList> => {
  const { rows } = await sql<{ list: string }>`
    select coalesce(json_agg(json_build_array(
      u.id, u.email, u.first_name, u.last_name, u.phone, u.client_id, c.name, c.business_code,
      u.site_id, s.name, u.service_id, sv.name, u.activity_status, u.last_login_at, u.search_text
    ) order by u.last_name, u.first_name, u.id), '[]')::text as list
    from cfr_users u
    join clients c on c.id = u.client_id
    left join sites s on s.id = u.site_id
    left join services sv on sv.id = u.service_id`.execute(db);
  type Raw = [
    number, string, string, string, string | null, number, string, string,
    number | null, string | null, number | null, string | null, 'active' | 'inactive', string | null, string,
  ];
  const entries = (JSON.parse(rows[0]?.list ?? '[]') as Raw[]).map((r) => ({
    row: {
      userCFrId: r[0],
      email: r[1],
      firstName: r[2],
      lastName: r[3],
      phone: r[4],
      clientId: r[5],
      client: { id: r[5], name: r[6], businessCode: r[7] },
      site: r[8] === null ? null : { id: r[8], name: r[9] ?? '' },
      service: r[10] === null ? null : { id: r[10], name: r[11] ?? '' },
      activityStatus: r[12],
      lastLoginAt: isoOrNull(r[13]),
    },
    search: r[14],
    clientId: r[5],
    status: r[12],
  }));
  const n = entries.length;
  writeAhead(entries, (e) => userRowText(e.row));
  return {
    entries,
    byStatus: positionsBy(n, (i) => entries[i].status),
    byClient: positionsBy(n, (i) => entries[i].clientId),
    search: new TextIndex(entries.map((e) => e.search)),
  };
});

/** A list row's checked JSON text in ASCII, written once per snapshot row (listIndex.ts). */
const userRowText = asciiRowTexts(contract.api.cfrUsers.getUsers.response.shape.items.element, (row: CfrUserRow) => row);

const NO_ROWS = new Int32Array(0);

/** One page of client-side users from the snapshot, with the total; rows written once as JSON. */
export async function listCfrUsers(db: Executor, q: GetUsersQuery, since?: number): Promise<JsonText> {
  const { entries, byStatus, byClient, search } = await cfrUsersListSnapshot(db, since);
  const conditions: Condition[] = [];
  if (q.activityStatus !== 'all') {
    const status = q.activityStatus;
    conditions.push({ rows: byStatus.get(status) ?? NO_ROWS, test: (i) => entries[i].status === status });
  }
  if (q.clientId) {
    const clientId = q.clientId;
    conditions.push({ rows: byClient.get(clientId) ?? NO_ROWS, test: (i) => entries[i].clientId === clientId });
  }
  if (q.search) {
    const term = q.search.toLowerCase();
    conditions.push({ rows: search.containing(term), test: (i) => entries[i].search.includes(term) });
  }
  const from = (q.page - 1) * q.pageSize;
  const { page, total } = selectPage(entries.length, conditions, from, from + q.pageSize);
  return jsonPage(
    page.map((i) => userRowText(entries[i].row)),
    { total, page: q.page, pageSize: q.pageSize },
  );
}

/** A user's page as read: `resetExpiresAt` is the stored expiry, shown only while it lies ahead (cfrUserPage). */
type StoredCfrUserDetail = CfrUserDetail & { storedResetExpiresAt: string | null };

/** The pages of these users (a user left out is unknown): four queries whatever their number. */
async function readCfrUserDetails(db: Executor, ids: number[]): Promise<Map<number, StoredCfrUserDetail>> {
  const users = await usersBase(db)
    .select(['u.inactivated_at', 'u.reset_expires_at', 'u.version', 'u.created_at', 'u.updated_at'])
    .where(sql<boolean>`u.id = any(${ids}::int[])`)
    .execute();
  const clientIds = [...new Set(users.map((u) => u.client_id))];
  const [rooms, clientRooms, sessions] = await Promise.all([
    db
      .selectFrom('cfr_user_rooms')
      .select(['cfr_user_id', 'room_id'])
      .where(sql<boolean>`cfr_user_id = any(${ids}::int[])`)
      .orderBy('room_id')
      .execute(),
    db
      .selectFrom('rooms')
      .select(['client_id', 'id', 'name'])
      .where(sql<boolean>`client_id = any(${clientIds}::int[])`)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('cfr_user_sessions')
      .select(['cfr_user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(sql<boolean>`cfr_user_id = any(${ids}::int[])`)
      .where('revoked_at', 'is', null)
      .groupBy('cfr_user_id')
      .execute(),
  ]);
  const detail = new Map<number, StoredCfrUserDetail>();
  for (const r of users) {
    detail.set(r.id, {
      ...toRow(r),
      chatRoomsIds: rooms.filter((x) => x.cfr_user_id === r.id).map((x) => x.room_id),
      clientRooms: clientRooms.filter((x) => x.client_id === r.client_id).map(({ id, name }) => ({ id, name })),
      inactivatedAt: isoOrNull(r.inactivated_at),
      resetExpiresAt: null,
      storedResetExpiresAt: isoOrNull(r.reset_expires_at),
      openSessions: Number(sessions.find((x) => x.cfr_user_id === r.id)?.n ?? 0),
      version: r.version,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    });
  }
  return detail;
}

/** A user's page as shown now: a reset link is pending while its expiry lies ahead. */
function cfrUserPage({ storedResetExpiresAt, ...detail }: StoredCfrUserDetail): CfrUserDetail {
  const pending = storedResetExpiresAt !== null && new Date(storedResetExpiresAt).getTime() > Date.now();
  return { ...detail, resetExpiresAt: pending ? storedResetExpiresAt : null };
}

/** A user's page as read in a transaction (a change's answer); 404 when unknown. */
export async function getCfrUserDetail(db: Executor, id: number): Promise<CfrUserDetail> {
  const detail = (await readCfrUserDetails(db, [id])).get(id);
  if (!detail) throw notFound(`No such client-side user: ${id}`);
  return cfrUserPage(detail);
}

/**
 * Every client-side user's page, kept exact user by user (change counter `cfr_user_detail`,
 * migration 0025): the user, its rooms and open sessions by user; the names of clients, sites,
 * services and rooms it shows count for every user. Read ahead after the server starts
 * (routes/users), and for the users first asked for in one turn at once.
 */
const heldCfrUserPages = keyedByChanges<StoredCfrUserDetail>('cfr_user_detail', {
  make: readCfrUserDetails,
  allKeys: async (db) => (await db.selectFrom('cfr_users').select('id').orderBy('id').execute()).map((r) => r.id),
  maxKeys: 50_000,
  chunk: 200,
  onWarmError: () => {
    // Read again when asked for: a page not held is read on its first visit.
  },
});

/** GET users/cfr/{id}: the user's page from memory, exact to the last committed change; 404 when unknown. */
export async function cfrUserPageHeld(db: Executor, id: number, since?: number): Promise<CfrUserDetail> {
  const detail = await heldCfrUserPages.get(db, id, since);
  if (!detail) throw notFound(`No such client-side user: ${id}`);
  return cfrUserPage(detail);
}

/** Reads every user's page ahead (after the server starts), so a first visit finds it made. */
export async function warmCfrUserPages(db: Executor): Promise<void> {
  await heldCfrUserPages.warm(db);
}

/** The server closes: no more reading ahead. */
export function stopWarmingCfrUserPages(db: Executor) {
  heldCfrUserPages.stop(db);
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
  return areaTransaction(db, async (tx) => {
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
  return areaTransaction(db, async (tx) => {
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
    const summary = `changed: ${names.join(', ')}`;
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
  return areaTransaction(db, async (tx) => {
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
  return areaTransaction(db, async (tx) => {
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
    const outboxId = await mailer.send(
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
  return areaTransaction(db, async (tx) => {
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
