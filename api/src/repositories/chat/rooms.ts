/**
 * Rooms: the lists (chat/getRooms, chat/getAllRooms), each one query with the stored counts of
 * migration 0014_chat_unread (message_count, last_message_id, last_message_at; the reader's
 * read_count), members, and the clients picker.
 *
 * Database side effects: removing a member deletes their message_reads rows; that table's trigger
 * (message_reads_count, api/src/db/schema.sql) fires on insert and update only, so nothing else moves.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, HttpError } from '../../http/errors';
import { recordAdminEvent } from '../events/adminEvents';
import { containsPattern, notFoundField } from '../areaHelpers';
import type { BodyOut, QueryOut, ResponseOut } from '../areaTypes';
import {
  iso,
  isUniqueViolation,
  ownOnly,
  requireChatUser,
  requireConversation,
  type RoomMembers,
  type RoomRow,
} from './access';
import { moveReadMark, unreadOf } from './unread';

/** The rooms lists answer at most this many rooms (the newest conversations first). */
const ROOMS_LIMIT = 500;

export function lastMessageOf(row: {
  lm_id: number | null;
  lm_body: string | null;
  lm_sent_at: Date | string | null;
  lm_sender: string | null;
}) {
  return row.lm_id !== null
    ? {
        id: row.lm_id,
        body: row.lm_body ?? '',
        sentAt: iso(row.lm_sent_at as Date),
        senderName: row.lm_sender,
      }
    : null;
}

/** The name of the sender of the last message `lm` (staff, or cfr user), as the lists show it. */
export const LAST_SENDER = sql.raw(`coalesce(
  (select lsu.name from staff_users lsu where lsu.id = lm.sender_user_id),
  (select nullif(trim(coalesce(lcu.first_name, '') || ' ' || coalesce(lcu.last_name, '')), '') from cfr_users lcu where lcu.id = lm.sender_cfr_user_id)
)`);

interface RoomFilter {
  userId: number;
  onlyMember: boolean;
  activityStatus?: 'active' | 'inactive' | 'all';
  search?: string | undefined;
  roomId?: number;
}

/**
 * Rooms as the lists show them, one query. A room the caller is not a member of carries only
 * what finds it (name, client, status, member counts, isMember false): no last message, no
 * sender, no unread count (0), and its place in the list does not follow its activity (member
 * rooms come first, last message first; the others by name), so polling the list tells a
 * non-member nothing of the conversation. The caller's rooms alone start from room_members by
 * user (its index).
 */
async function roomRows(db: Executor, f: RoomFilter): Promise<RoomRow[]> {
  // One room asked by id answers whatever its status (the page that offers to join it).
  const status =
    f.roomId === undefined && f.activityStatus && f.activityStatus !== 'all'
      ? sql`and r.activity_status = ${f.activityStatus}`
      : sql``;
  const search = f.search
    ? sql`and (lower(r.name) like ${containsPattern(f.search)} or lower(cl.name) like ${containsPattern(f.search)})`
    : sql``;
  const one = f.roomId !== undefined ? sql`and r.id = ${f.roomId}` : sql``;
  const from = f.onlyMember
    ? sql`room_members me join rooms r on r.id = me.room_id and me.user_id = ${f.userId}`
    : sql`rooms r left join room_members me on me.room_id = r.id and me.user_id = ${f.userId}`;
  const res = await sql<{
    id: number;
    name: string;
    client_id: number | null;
    client_name: string | null;
    activity_status: 'active' | 'inactive';
    version: number;
    member_count: number;
    cfr_count: number;
    is_member: boolean;
    unread: number;
    lm_id: number | null;
    lm_body: string | null;
    lm_sent_at: Date | null;
    lm_sender: string | null;
  }>`
    select r.id, r.name, r.client_id, cl.name as client_name, r.activity_status, r.version,
      (select count(*) from room_members x where x.room_id = r.id)::int as member_count,
      (select count(*) from cfr_user_rooms x where x.room_id = r.id)::int as cfr_count,
      (me.user_id is not null) as is_member,
      case when me.user_id is null then 0 else ${unreadOf('r', 'mr')} end as unread,
      lm.id as lm_id, lm.body as lm_body, lm.sent_at as lm_sent_at,
      ${LAST_SENDER} as lm_sender
    from ${from}
    left join lateral (select cl.name from clients cl where cl.id = r.client_id offset 0) cl on true
    left join message_reads mr on mr.user_id = ${f.userId} and mr.room_id = r.id and me.user_id is not null
    -- Each room's last message and client by key (a lateral fenced by offset 0: one index
    -- lookup per room, where a join would hash the whole table for a few hundred rooms).
    left join lateral (select lm.* from messages lm where lm.id = r.last_message_id and me.user_id is not null offset 0) lm on true
    where true ${status} ${search} ${one}
    order by case when me.user_id is not null then r.last_message_at end desc nulls last, r.name, r.id
    limit ${ROOMS_LIMIT}`.execute(db);
  return res.rows.map((r) => ({
    id: r.id,
    name: r.name,
    client: r.client_id !== null ? { id: r.client_id, name: r.client_name ?? '' } : null,
    activityStatus: r.activity_status,
    memberCount: Number(r.member_count),
    cfrUserCount: Number(r.cfr_count),
    isMember: Boolean(r.is_member),
    unread: Number(r.unread),
    lastMessage: lastMessageOf(r),
    version: r.version,
  }));
}

/** The caller's rooms (chat/getRooms), last message first, with their unread counts. */
export function listRoomsOfUser(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getRooms'>,
): Promise<RoomRow[]> {
  ownOnly(caller, query.userId, 'rooms');
  return roomRows(db, { userId: caller, onlyMember: true });
}

export function listAllRooms(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getAllRooms'>,
): Promise<RoomRow[]> {
  return roomRows(db, {
    userId: caller,
    onlyMember: false,
    activityStatus: query.activityStatus,
    search: query.search,
    ...(query.roomId !== undefined ? { roomId: query.roomId } : {}),
  });
}

async function roomRow(db: Executor, caller: number, roomId: number): Promise<RoomRow> {
  const [row] = await roomRows(db, { userId: caller, onlyMember: false, roomId });
  if (!row) throw notFoundField('roomId', `No such room: ${roomId}`);
  return row;
}

export async function listClientsLight(
  db: Executor,
  search?: string,
): Promise<ResponseOut<'chat', 'getClientsLight'>> {
  let q = db
    .selectFrom('clients as cl')
    .leftJoin('rooms as r', (j) =>
      j.onRef('r.client_id', '=', 'cl.id').on('r.activity_status', '=', 'active'),
    )
    .select(['cl.id', 'cl.name', 'cl.business_code', 'r.id as room_id']);
  if (search)
    q = q.where(sql<boolean>`lower(cl.name || ' ' || cl.business_code) like ${containsPattern(search)}`);
  const rows = await q.orderBy('cl.name').orderBy('cl.id').limit(50).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, businessCode: r.business_code, roomId: r.room_id }));
}

export async function addRoom(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'addRoom'>,
): Promise<{ room: RoomRow; members: number[] }> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('id', '=', body.clientId)
    .executeTakeFirst();
  if (!client) throw notFoundField('clientId', `No such client: ${body.clientId}`);
  const existing = await db
    .selectFrom('rooms')
    .select(['id', 'name'])
    .where('client_id', '=', client.id)
    .where('activity_status', '=', 'active')
    .executeTakeFirst();
  const duplicate = (name: string) =>
    new HttpError(409, 'CONFLICT', `${client.name} already has a room: ${name}`, {
      clientId: `Already has the room "${name}"`,
    });
  if (existing) throw duplicate(existing.name);
  const others = [...new Set(body.memberIds ?? [])].filter((u) => u !== caller);
  for (const u of others) await requireChatUser(db, u, 'memberIds');
  const members = [caller, ...others];
  try {
    const roomId = await db.transaction().execute(async (tx) => {
      const room = await tx
        .insertInto('rooms')
        .values({ client_id: client.id, name: body.name ?? client.name, created_by: caller })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('room_members')
        .values(members.map((u) => ({ room_id: room.id, user_id: u })))
        .execute();
      await sql`insert into cfr_user_rooms (cfr_user_id, room_id)
        select id, ${room.id} from cfr_users where client_id = ${client.id} and activity_status = 'active'`.execute(
        tx,
      );
      await recordAdminEvent(tx, {
        userId: caller,
        action: 'chat.addRoom',
        targetType: 'room',
        targetId: room.id,
        summary: `Room "${body.name ?? client.name}" created for client ${client.name} with ${members.length} staff member(s)`,
      });
      await tx
        .insertInto('client_events')
        .values({
          client_id: client.id,
          user_id: caller,
          kind: 'chat_room_created',
          summary: `Chat room "${body.name ?? client.name}" created`,
          data: JSON.stringify({ roomId: room.id }),
        })
        .execute();
      return room.id;
    });
    return { room: await roomRow(db, caller, roomId), members };
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('created meanwhile');
    throw err;
  }
}

/** A room's members (chat/getMembers): the membership check, then one query with JSON sub-selects. */
export async function roomMembers(db: Executor, caller: number, roomId: number): Promise<RoomMembers> {
  const conv = await requireConversation(db, caller, { roomId });
  return membersOf(db, conv.id);
}

async function membersOf(db: Executor, roomId: number): Promise<RoomMembers> {
  const { rows } = await sql<{
    id: number;
    name: string;
    version: number;
    staff: { id: number; name: string; joined_at: string }[];
    cfr: { id: number; name: string; email: string }[];
  }>`
    select r.id, r.name, r.version,
      coalesce((select json_agg(json_build_object('id', su.id, 'name', su.name, 'joined_at', rm.joined_at) order by su.name)
        from room_members rm join staff_users su on su.id = rm.user_id where rm.room_id = r.id), '[]') as staff,
      coalesce((select json_agg(json_build_object('id', cu.id, 'name', cu.first_name || ' ' || cu.last_name, 'email', cu.email)
          order by cu.last_name, cu.id)
        from cfr_user_rooms cr join cfr_users cu on cu.id = cr.cfr_user_id where cr.room_id = r.id), '[]') as cfr
    from rooms r where r.id = ${roomId}`.execute(db);
  const room = rows[0];
  if (!room) throw notFoundField('roomId', `No such room: ${roomId}`);
  return {
    room: { id: room.id, name: room.name, version: room.version },
    staff: room.staff.map((s) => ({ id: s.id, name: s.name, joinedAt: iso(s.joined_at) })),
    cfrUsers: room.cfr.map((u) => ({ id: u.id, name: u.name, email: u.email })),
  };
}

const staleRoom = () =>
  conflict('This room was changed by someone else since you opened it; reload it and redo your change');

/** Checks the room (404), the caller's membership (403) and the version (409). */
async function requireRoomForEdit(db: Executor, caller: number, roomId: number, version: number) {
  const conv = await requireConversation(db, caller, { roomId });
  const room = await db
    .selectFrom('rooms')
    .select(['id', 'name', 'version'])
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
  if (room.version !== version) throw staleRoom();
  return { conv, room };
}

async function bumpRoom(tx: Executor, roomId: number, version: number) {
  const res = await tx
    .updateTable('rooms')
    .set({ version: version + 1, updated_at: new Date() })
    .where('id', '=', roomId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw staleRoom();
}

export async function addMember(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'addMember'>,
): Promise<RoomMembers> {
  const { conv, room } = await requireRoomForEdit(db, caller, body.roomId, body.version);
  const user = await requireChatUser(db, body.userId, 'userId');
  if (conv.userIds.includes(user.id))
    throw new HttpError(409, 'CONFLICT', `${user.name} is already a member of ${room.name}`, {
      userId: 'Already a member',
    });
  await db.transaction().execute(async (tx) => {
    await bumpRoom(tx, room.id, room.version);
    await tx.insertInto('room_members').values({ room_id: room.id, user_id: user.id }).execute();
    // A new member starts with the history read: only what comes next is unread.
    const last = await sql<{ id: number | null }>`select last_message_id as id from rooms where id = ${room.id}`.execute(tx);
    const lastId = last.rows[0]?.id;
    if (lastId) await moveReadMark(tx, user.id, { kind: 'room', id: room.id }, Number(lastId));
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'chat.addMember',
      targetType: 'room',
      targetId: room.id,
      summary: `${user.name} added to room "${room.name}"`,
    });
  });
  return membersOf(db, room.id);
}

/**
 * chat/joinRoom: the caller joins an active room they are not in (docs/product.md#chat: any
 * staff user with the CHAT role may, as any member may add them). One read of the room with the
 * caller's membership (404, then 409 when already in, inactive or stale), then the version bump,
 * the membership, the read mark at the last message and the admin event in one transaction.
 */
export async function joinRoom(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'joinRoom'>,
): Promise<{ room: RoomRow; members: number[] }> {
  const { rows } = await sql<{
    id: number;
    name: string;
    version: number;
    activity_status: 'active' | 'inactive';
    last_message_id: number | null;
    member: boolean;
  }>`
    select r.id, r.name, r.version, r.activity_status, r.last_message_id,
      exists(select 1 from room_members rm where rm.room_id = r.id and rm.user_id = ${caller}) as member
    from rooms r where r.id = ${body.roomId}`.execute(db);
  const room = rows[0];
  if (!room) throw notFoundField('roomId', `No such room: ${body.roomId}`);
  if (room.member)
    throw new HttpError(409, 'CONFLICT', `You are already a member of ${room.name}`, { roomId: 'Already a member' });
  if (room.activity_status !== 'active')
    throw new HttpError(409, 'CONFLICT', `${room.name} is inactive: nobody can join it`, { roomId: 'Inactive room' });
  if (room.version !== body.version) throw staleRoom();
  const user = await db.selectFrom('staff_users').select('name').where('id', '=', caller).executeTakeFirstOrThrow();
  try {
    await db.transaction().execute(async (tx) => {
      await bumpRoom(tx, room.id, room.version);
      await tx.insertInto('room_members').values({ room_id: room.id, user_id: caller }).execute();
      // Like an added member, one who joins starts with the history read.
      if (room.last_message_id) await moveReadMark(tx, caller, { kind: 'room', id: room.id }, Number(room.last_message_id));
      await recordAdminEvent(tx, {
        userId: caller,
        action: 'chat.joinRoom',
        targetType: 'room',
        targetId: room.id,
        summary: `${user.name} joined room "${room.name}"`,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw staleRoom();
    throw err;
  }
  const [joined, members] = await Promise.all([
    roomRow(db, caller, room.id),
    db.selectFrom('room_members').select('user_id').where('room_id', '=', room.id).execute(),
  ]);
  return { room: joined, members: members.map((m) => m.user_id) };
}

export async function removeMember(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'removeMember'>,
): Promise<RoomMembers> {
  const { conv, room } = await requireRoomForEdit(db, caller, body.roomId, body.version);
  if (!conv.userIds.includes(body.userId))
    throw notFoundField('userId', `Staff user ${body.userId} is not a member of ${room.name}`);
  const user = await db
    .selectFrom('staff_users')
    .select('name')
    .where('id', '=', body.userId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (tx) => {
    await bumpRoom(tx, room.id, room.version);
    await tx
      .deleteFrom('room_members')
      .where('room_id', '=', room.id)
      .where('user_id', '=', body.userId)
      .execute();
    await tx
      .deleteFrom('message_reads')
      .where('room_id', '=', room.id)
      .where('user_id', '=', body.userId)
      .execute();
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'chat.removeMember',
      targetType: 'room',
      targetId: room.id,
      summary: `${user.name} removed from room "${room.name}"`,
    });
  });
  return membersOf(db, room.id);
}
