/**
 * POST chat/addMember, joinRoom and removeMember (docs/product.md#chat): a change of a room's
 * members is an edit of the room at the version the caller read (409 when stale), in one
 * transaction with its admin event. A member added or joining starts with the history read.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import {
  isUniqueViolation,
  requireChatUser,
  requireConversation,
  type RoomMembers,
  type RoomRow,
} from '../../repositories/chat/access';
import { moveReadMark } from '../../repositories/chat/unread';
import { roomRow } from '../../repositories/chat/roomLists';
import {
  bumpRoomVersion,
  deleteRoomMember,
  insertRoomMember,
  lastMessageOfRoom,
  membersOf,
  readRoom,
  readRoomForJoin,
  roomMemberIds,
  staffUserName,
} from '../../repositories/chat/roomMembers';

const staleRoom = () =>
  conflict('This room was changed by someone else since you opened it; reload it and redo your change');

/** Checks the room (404), the caller's membership (403) and the version (409). */
async function requireRoomForEdit(db: Executor, caller: number, roomId: number, version: number) {
  const conv = await requireConversation(db, caller, { roomId });
  const room = await readRoom(db, roomId);
  if (room.version !== version) throw staleRoom();
  return { conv, room };
}

async function bumpRoom(tx: Executor, roomId: number, version: number) {
  if (!(await bumpRoomVersion(tx, roomId, version))) throw staleRoom();
}

export async function addMember(db: Database, caller: number, body: BodyOut<'chat', 'addMember'>): Promise<RoomMembers> {
  const { conv, room } = await requireRoomForEdit(db, caller, body.roomId, body.version);
  const user = await requireChatUser(db, body.userId, 'userId');
  if (conv.userIds.includes(user.id))
    throw conflict(`${user.name} is already a member of ${room.name}`, { userId: 'Already a member' });
  await db.transaction().execute(async (tx) => {
    await bumpRoom(tx, room.id, room.version);
    await insertRoomMember(tx, room.id, user.id);
    const lastId = await lastMessageOfRoom(tx, room.id);
    if (lastId) await moveReadMark(tx, user.id, { kind: 'room', id: room.id }, lastId);
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'chat.addMember',
      targetType: 'room',
      targetId: room.id,
      summary: `${user.name} added to room "${room.name}"`,
      data: { name: user.name, room: room.name },
    });
  });
  return membersOf(db, room.id);
}

/**
 * chat/joinRoom: the caller joins an active room they are not in (any staff user with the CHAT
 * role may, as any member may add them): 404, then 409 when already in, inactive or stale.
 */
export async function joinRoom(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'joinRoom'>,
): Promise<{ room: RoomRow; members: number[] }> {
  const room = await readRoomForJoin(db, body.roomId, caller);
  if (!room) throw notFoundField('roomId', `No such room: ${body.roomId}`);
  if (room.member) throw conflict(`You are already a member of ${room.name}`, { roomId: 'Already a member' });
  if (room.activity_status !== 'active')
    throw conflict(`${room.name} is inactive: nobody can join it`, { roomId: 'Inactive room' });
  if (room.version !== body.version) throw staleRoom();
  const userName = await staffUserName(db, caller);
  try {
    await db.transaction().execute(async (tx) => {
      await bumpRoom(tx, room.id, room.version);
      await insertRoomMember(tx, room.id, caller);
      if (room.last_message_id)
        await moveReadMark(tx, caller, { kind: 'room', id: room.id }, Number(room.last_message_id));
      await recordAdminEvent(tx, {
        userId: caller,
        action: 'chat.joinRoom',
        targetType: 'room',
        targetId: room.id,
        summary: `${userName} joined room "${room.name}"`,
        data: { name: userName, room: room.name },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw staleRoom();
    throw err;
  }
  const [joined, members] = await Promise.all([roomRow(db, caller, room.id), roomMemberIds(db, room.id)]);
  return { room: joined, members };
}

export async function removeMember(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'removeMember'>,
): Promise<RoomMembers> {
  const { conv, room } = await requireRoomForEdit(db, caller, body.roomId, body.version);
  if (!conv.userIds.includes(body.userId))
    throw notFoundField('userId', `Staff user ${body.userId} is not a member of ${room.name}`);
  const userName = await staffUserName(db, body.userId);
  await db.transaction().execute(async (tx) => {
    await bumpRoom(tx, room.id, room.version);
    await deleteRoomMember(tx, room.id, body.userId);
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'chat.removeMember',
      targetType: 'room',
      targetId: room.id,
      summary: `${userName} removed from room "${room.name}"`,
      data: { name: userName, room: room.name },
    });
  });
  return membersOf(db, room.id);
}
