/**
 * Messages: history pages, sends, attachments, and the socket's catch-up. A history page is
 * one query: the caller's membership (indexed lookups) and, for a member, the page by keyset
 * (`id < before`) from the covering indexes of migration 0014_chat_unread. A send's rules and
 * transaction are in services/chat/sendMessage.ts.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - messages → messages_counted_on_insert: adds to the room's or chat's message_count, last_message_id/_at
 */
import { notFoundField } from '../../domain/errors';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import type { QueryOut, ResponseOut } from '../areaTypes';
import {
  accessRefusal,
  accessSql,
  c,
  CATCH_UP_LIMIT,
  iso,
  requireConversation,
  type AttachmentMime,
  type ChatMessage,
} from './access';

/**
 * The columns of a message as the API shows it, for rows `m` holding id, body, sent_at and the
 * sender ids (a message, or a history page read from its covering index): the sender's name,
 * attachment and key by sub-selects on primary keys.
 */
const messageColumns = (roomId: RawBuilder<unknown>, chatId: RawBuilder<unknown>) => sql`m.id, ${roomId} as room_id, ${chatId} as chat_id,
  m.body, m.sent_at, m.sender_user_id, m.sender_cfr_user_id,
  (select su.name from staff_users su where su.id = m.sender_user_id) as staff_name,
  (select trim(cu.first_name || ' ' || cu.last_name) from cfr_users cu where cu.id = m.sender_cfr_user_id) as cfr_name,
  (select json_build_array(ma.file_name, ma.mime, ma.size) from message_attachments ma where ma.message_id = m.id) as attachment,
  (select mk.client_key from message_keys mk where mk.message_id = m.id) as client_key`;

const MESSAGE_COLUMNS = messageColumns(sql.raw('m.room_id'), sql.raw('m.chat_id'));

interface MessageDbRow {
  id: number;
  room_id: number | null;
  chat_id: number | null;
  body: string;
  sent_at: Date | string;
  sender_user_id: number | null;
  sender_cfr_user_id: number | null;
  staff_name: string | null;
  cfr_name: string | null;
  attachment: [string, string, number] | null;
  client_key: string | null;
}

function toMessage(r: MessageDbRow): ChatMessage {
  const sender =
    r.sender_user_id !== null
      ? { kind: 'staff' as const, id: r.sender_user_id, name: r.staff_name ?? '' }
      : r.sender_cfr_user_id !== null
        ? { kind: 'cfr' as const, id: r.sender_cfr_user_id, name: r.cfr_name ?? '' }
        : null;
  return {
    id: r.id,
    roomId: r.room_id,
    chatId: r.chat_id,
    sender,
    body: r.body,
    sentAt: iso(r.sent_at),
    attachment:
      r.attachment && r.attachment[2]
        ? { name: r.attachment[0], mime: r.attachment[1] as AttachmentMime, size: Number(r.attachment[2]) }
        : null,
    clientKey: r.client_key ?? null,
  };
}

export async function getMessage(db: Executor, id: number): Promise<ChatMessage | undefined> {
  const { rows } = await sql<MessageDbRow>`select ${MESSAGE_COLUMNS} from messages m where m.id = ${id}`.execute(db);
  return rows[0] ? toMessage(rows[0]) : undefined;
}

/**
 * A page of history, oldest first, before the cursor (1 million messages in the large seed).
 * One query: the membership (404/403 as requireConversation answers them), and for a member
 * the `limit + 1` newest messages below `before` from the covering indexes of
 * 0014_chat_unread (messages of at most 2,000 bytes; the rare longer ones from their own
 * index, merged), each with its sender's name, attachment and key by sub-selects.
 */
export async function listMessages(
  db: Executor,
  userId: number,
  query: QueryOut<'chat', 'getMessages'>,
): Promise<ResponseOut<'chat', 'getMessages'>> {
  const inRoom = query.roomId !== undefined;
  const convId = (inRoom ? query.roomId : query.chatId) as number;
  const column = sql.raw(inRoom ? 'room_id' : 'chat_id');
  const before = query.before ?? 2147483647;
  const take = query.limit + 1;
  // The predicates repeat those of the partial indexes word for word, so the planner reads
  // the page from them alone (index-only scans of 0014's covering indexes).
  const part = (short: boolean) => sql`(select m.id, m.sent_at, m.sender_user_id, m.sender_cfr_user_id, m.body from messages m
    where m.${column} = ${convId} and m.${column} is not null and m.id < ${before}
      and ${short ? sql`octet_length(body) <= 2000` : sql`not (octet_length(body) <= 2000)`}
      and a.member
    order by m.id desc limit ${take})`;
  const { rows } = await sql<MessageDbRow & { found: boolean; member: boolean }>`
    select a.found, a.member, p.*
    from (${accessSql(userId, query)}) a
    left join lateral (
      select ${messageColumns(sql`${inRoom ? convId : null}::int`, sql`${inRoom ? null : convId}::int`)}
      from (select * from (${part(true)} union all ${part(false)}) u order by u.id desc limit ${take}) m
    ) p on true
    order by p.id desc`.execute(db);
  const access = rows[0] ?? { found: false, member: false };
  const refusal = accessRefusal(query, access);
  if (refusal) throw refusal;
  const found = rows.filter((r) => r.id !== null);
  const items = found.slice(0, query.limit).reverse().map(toMessage);
  const hasMore = found.length > query.limit;
  return { items, nextBefore: hasMore && items.length ? (items[0] as ChatMessage).id : null };
}

export interface NewAttachment {
  name: string;
  mime: AttachmentMime;
  data: Buffer;
}

/** The message a key already names, for a send repeated after a lost answer. */
export async function messageOfKey(db: Executor, userId: number, key: string): Promise<ChatMessage | undefined> {
  const row = await c(db)
    .selectFrom('message_keys')
    .select('message_id')
    .where('sender_user_id', '=', userId)
    .where('client_key', '=', key)
    .executeTakeFirst();
  return row ? getMessage(db, row.message_id) : undefined;
}

/** Inserts a message of the conversation; returns its id and time. */
export function insertMessage(tx: Executor, conv: { kind: 'room' | 'chat'; id: number }, senderId: number, text: string) {
  return tx
    .insertInto('messages')
    .values({
      room_id: conv.kind === 'room' ? conv.id : null,
      chat_id: conv.kind === 'chat' ? conv.id : null,
      sender_user_id: senderId,
      body: text,
    })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
}

export async function insertAttachment(tx: Executor, messageId: number, attachment: NewAttachment): Promise<void> {
  await c(tx)
    .insertInto('message_attachments')
    .values({
      message_id: messageId,
      file_name: attachment.name,
      mime: attachment.mime,
      size: attachment.data.length,
      data: attachment.data,
    })
    .execute();
}

/** Remembers the sender's key of a message, so that a repeated send answers it. */
export async function insertMessageKey(tx: Executor, senderId: number, key: string, messageId: number): Promise<void> {
  await c(tx).insertInto('message_keys').values({ sender_user_id: senderId, client_key: key, message_id: messageId }).execute();
}

export async function getAttachment(
  db: Executor,
  userId: number,
  messageId: number,
): Promise<ResponseOut<'chat', 'getAttachment'>> {
  const message = await db
    .selectFrom('messages')
    .select(['id', 'room_id', 'chat_id'])
    .where('id', '=', messageId)
    .executeTakeFirst();
  if (!message) throw notFoundField('messageId', `No such message: ${messageId}`);
  await requireConversation(
    db,
    userId,
    message.room_id !== null ? { roomId: message.room_id } : { chatId: message.chat_id as number },
  );
  const file = await c(db)
    .selectFrom('message_attachments')
    .selectAll()
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (!file) throw notFoundField('messageId', `Message ${messageId} has no attachment`);
  return {
    name: file.file_name,
    mime: file.mime as AttachmentMime,
    size: file.size,
    dataUrl: `data:${file.mime};base64,${Buffer.from(file.data).toString('base64')}`,
  };
}

/**
 * Messages of the user's conversations after `since` (ascending), at most `limit`: per
 * conversation of the user (room_members by user, chats by either user) the first messages
 * after `since` on (room_id, id) / (chat_id, id), merged.
 */
export async function messagesSince(
  db: Executor,
  userId: number,
  since: number,
  limit = CATCH_UP_LIMIT + 1,
): Promise<ChatMessage[]> {
  const { rows } = await sql<MessageDbRow>`
    select ${MESSAGE_COLUMNS}
    from (
      select x.id from (
        select n.id from room_members rm
        cross join lateral (select m.id from messages m where m.room_id = rm.room_id and m.room_id is not null and m.id > ${since}
          order by m.id limit ${limit}) n
        where rm.user_id = ${userId}
        union all
        select n.id from chats ch
        cross join lateral (select m.id from messages m where m.chat_id = ch.id and m.chat_id is not null and m.id > ${since}
          order by m.id limit ${limit}) n
        where ch.user_id = ${userId} or ch.other_user_id = ${userId}
      ) x order by x.id limit ${limit}
    ) ids
    join messages m on m.id = ids.id
    order by m.id`.execute(db);
  return rows.map(toMessage);
}

/** The newest message id the user can see (null when none), from the stored last_message_id. */
export async function lastMessageIdOf(db: Executor, userId: number): Promise<number | null> {
  const row = await sql<{ id: number | null }>`
    select greatest(
      (select max(r.last_message_id) from rooms r join room_members rm on rm.room_id = r.id where rm.user_id = ${userId}),
      (select max(ch.last_message_id) from chats ch where ch.user_id = ${userId} or ch.other_user_id = ${userId})
    ) as id`.execute(db);
  return row.rows[0]?.id ?? null;
}
