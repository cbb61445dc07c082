/**
 * Chat (docs/product.md#chat): the types the area's repositories share and the access checks.
 * Every read and write checks that the conversation exists (404) and that the caller belongs to
 * it (403), by indexed lookups on each call. Messages and read marks write no admin event (a
 * busy room would drown the trail); rooms, members, direct chats and tickets do.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { forbidden, invalid, notFoundField } from '../../domain/errors';
import type { ResponseOut } from '../areaTypes';

/** Tables of migration 0009_chat, beside the domain's (typed here: only the chat repositories read them). */
interface ChatTables {
  message_attachments: { message_id: number; file_name: string; mime: string; size: number; data: Buffer };
  message_keys: { sender_user_id: number; client_key: string; message_id: number };
}
type ChatDB = DB & ChatTables;
type ChatExecutor = Kysely<ChatDB> | Transaction<ChatDB>;
export const c = (db: Executor) => db as unknown as ChatExecutor;

export type ChatMessage = ResponseOut<'chat', 'sendMessage'>;
export type RoomRow = ResponseOut<'chat', 'getAllRooms'>[number];
export type ChatRow = ResponseOut<'chat', 'getChats'>[number];
export type UnreadCounts = ResponseOut<'chat', 'getUnread'>;
export type RoomMembers = ResponseOut<'chat', 'getMembers'>;
export type AttachmentMime = NonNullable<ChatMessage['attachment']>['mime'];

/** Unread counts stop at this many per conversation (the page shows "99+"): counting stays cheap. */
export const UNREAD_CAP = 100;
/** At most this many messages are sent by the socket's catch-up; beyond, the client reads again. */
export const CATCH_UP_LIMIT = 500;

export type Conversation =
  | { kind: 'room'; id: number; clientId: number | null; name: string; userIds: number[] }
  | { kind: 'chat'; id: number; clientId: number | null; name: string; userIds: number[] };

export interface ConversationRef {
  roomId?: number | undefined;
  chatId?: number | undefined;
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

export const ownOnly = (caller: number, userId: number, what: string) => {
  if (caller !== userId) throw forbidden(`You can only list your own ${what}`);
};

/** The room or chat of a request: 404 naming the field when unknown, 403 when the user is not in it. */
export async function requireConversation(
  db: Executor,
  userId: number,
  ref: ConversationRef,
): Promise<Conversation> {
  if (ref.roomId !== undefined) {
    // One round trip: the room and its members (a send to a room of 200 reads them all).
    const found = await sql<{ id: number; client_id: number | null; name: string; user_ids: number[] }>`
      select r.id, r.client_id, r.name, array(select rm.user_id from room_members rm where rm.room_id = r.id) as user_ids
      from rooms r where r.id = ${ref.roomId}`.execute(db);
    const room = found.rows[0];
    if (!room) throw notFoundField('roomId', `No such room: ${ref.roomId}`);
    const userIds = room.user_ids.map(Number);
    if (!userIds.includes(userId)) throw forbidden('You are not a member of this room');
    return { kind: 'room', id: room.id, clientId: room.client_id, name: room.name, userIds };
  }
  const chat = await db
    .selectFrom('chats')
    .select(['id', 'user_id', 'other_user_id'])
    .where('id', '=', ref.chatId as number)
    .executeTakeFirst();
  if (!chat) throw notFoundField('chatId', `No such chat: ${ref.chatId}`);
  const userIds = [chat.user_id, ...(chat.other_user_id ? [chat.other_user_id] : [])];
  if (!userIds.includes(userId)) throw forbidden('This direct chat is not yours');
  return { kind: 'chat', id: chat.id, clientId: null, name: `chat ${chat.id}`, userIds };
}

/**
 * The SQL of the membership check of one call, for a query that answers in the same round trip:
 * `found` (the conversation exists) and `member` (the user is in it), each by a primary-key or
 * unique-index lookup. `accessRefusal` turns them into requireConversation's errors.
 */
export function accessSql(userId: number, ref: ConversationRef) {
  return ref.roomId !== undefined
    ? sql`select exists(select 1 from rooms where id = ${ref.roomId}) as found,
        exists(select 1 from room_members where room_id = ${ref.roomId} and user_id = ${userId}) as member`
    : sql`select ch.id is not null as found, coalesce(ch.user_id = ${userId} or ch.other_user_id = ${userId}, false) as member
        from (select 1) one left join chats ch on ch.id = ${ref.chatId as number}`;
}

/** requireConversation's 404 or 403 from `accessSql`'s answer; null when the user is a member. */
export function accessRefusal(ref: ConversationRef, access: { found: boolean; member: boolean }) {
  if (ref.roomId !== undefined) {
    if (!access.found) return notFoundField('roomId', `No such room: ${ref.roomId}`);
    if (!access.member) return forbidden('You are not a member of this room');
    return null;
  }
  if (!access.found) return notFoundField('chatId', `No such chat: ${ref.chatId}`);
  if (!access.member) return forbidden('This direct chat is not yours');
  return null;
}

/** Staff users who may see a conversation's messages: room members, or the staff of a chat. */
export async function recipientsOf(
  db: Executor,
  message: { roomId: number | null; chatId: number | null },
): Promise<number[]> {
  if (message.roomId !== null) {
    const rows = await db
      .selectFrom('room_members')
      .select('user_id')
      .where('room_id', '=', message.roomId)
      .execute();
    return rows.map((r) => r.user_id);
  }
  const chat = await db
    .selectFrom('chats')
    .select(['user_id', 'other_user_id'])
    .where('id', '=', message.chatId as number)
    .executeTakeFirst();
  return chat ? [chat.user_id, ...(chat.other_user_id ? [chat.other_user_id] : [])] : [];
}

/** A staff user who may chat: exists (404 naming the field), active with the CHAT role (400). */
export async function requireChatUser(
  db: Executor,
  userId: number,
  field: string,
): Promise<{ id: number; name: string }> {
  const user = await db
    .selectFrom('staff_users')
    .select(['id', 'name', 'roles', 'activity_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFoundField(field, `No such staff user: ${userId}`);
  if (user.activity_status !== 'active' || !user.roles.map((r) => r.toUpperCase()).includes('CHAT'))
    throw invalid(`${user.name} cannot chat (an active user with the CHAT role is needed)`, {
      [field]: `${user.name} does not have the CHAT role`,
    });
  return { id: user.id, name: user.name };
}
