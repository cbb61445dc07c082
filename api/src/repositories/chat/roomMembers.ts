/**
 * Rooms' members (chat/getMembers, chat/addMember, chat/joinRoom, chat/removeMember).
 *
 * Database side effects: removing a member deletes their message_reads rows; that table's trigger
 * (message_reads_count, api/src/db/schema.sql) fires on insert and update only, so nothing else moves.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../events/adminEvents';
import type { BodyOut } from '../areaTypes';
import {
  iso,
  isUniqueViolation,
  requireChatUser,
  requireConversation,
  type RoomMembers,
  type RoomRow,
} from './access';
import { moveReadMark } from './unread';
import { roomRow } from './roomLists';

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
    throw conflict(`${user.name} is already a member of ${room.name}`, {
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
    throw conflict(`You are already a member of ${room.name}`, { roomId: 'Already a member' });
  if (room.activity_status !== 'active')
    throw conflict(`${room.name} is inactive: nobody can join it`, { roomId: 'Inactive room' });
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
