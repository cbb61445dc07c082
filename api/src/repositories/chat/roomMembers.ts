/**
 * Rooms' members (chat/getMembers, and the statements of chat/addMember, joinRoom and
 * removeMember, whose rules and events are in services/chat/roomMembers.ts).
 *
 * Database side effects: removing a member deletes their message_reads rows; that table's trigger
 * (message_reads_count, api/src/db/schema.sql) fires on insert and update only, so nothing else moves.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { iso, requireConversation, type RoomMembers } from './access';

/** A room's members (chat/getMembers): the membership check, then one query with JSON sub-selects. */
export async function roomMembers(db: Executor, caller: number, roomId: number): Promise<RoomMembers> {
  const conv = await requireConversation(db, caller, { roomId });
  return membersOf(db, conv.id);
}

export async function membersOf(db: Executor, roomId: number): Promise<RoomMembers> {
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

/** The room's id, name and version. */
export function readRoom(db: Executor, roomId: number) {
  return db.selectFrom('rooms').select(['id', 'name', 'version']).where('id', '=', roomId).executeTakeFirstOrThrow();
}

/** The room with its last message and whether the caller is in it; undefined when unknown. */
export async function readRoomForJoin(db: Executor, roomId: number, caller: number) {
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
    from rooms r where r.id = ${roomId}`.execute(db);
  return rows[0];
}

/** Bumps the room's version if it still is `version`; false when it moved on. */
export async function bumpRoomVersion(tx: Executor, roomId: number, version: number): Promise<boolean> {
  const res = await tx
    .updateTable('rooms')
    .set({ version: version + 1, updated_at: new Date() })
    .where('id', '=', roomId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function insertRoomMember(tx: Executor, roomId: number, userId: number): Promise<void> {
  await tx.insertInto('room_members').values({ room_id: roomId, user_id: userId }).execute();
}

/** Removes the member and their read mark of the room. */
export async function deleteRoomMember(tx: Executor, roomId: number, userId: number): Promise<void> {
  await tx.deleteFrom('room_members').where('room_id', '=', roomId).where('user_id', '=', userId).execute();
  await tx.deleteFrom('message_reads').where('room_id', '=', roomId).where('user_id', '=', userId).execute();
}

/** The room's last message id, if it has messages. */
export async function lastMessageOfRoom(tx: Executor, roomId: number): Promise<number | null> {
  const last = await sql<{ id: number | null }>`select last_message_id as id from rooms where id = ${roomId}`.execute(tx);
  const id = last.rows[0]?.id;
  return id ? Number(id) : null;
}

export async function roomMemberIds(db: Executor, roomId: number): Promise<number[]> {
  const rows = await db.selectFrom('room_members').select('user_id').where('room_id', '=', roomId).execute();
  return rows.map((m) => m.user_id);
}

export async function staffUserName(db: Executor, userId: number): Promise<string> {
  const row = await db.selectFrom('staff_users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.name;
}
