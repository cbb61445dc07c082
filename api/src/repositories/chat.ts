/**
 * Chat and tickets (docs/product.md#chat): rooms, direct chats, messages, read marks, unread
 * counts, members, tickets. Every read and write checks that the caller belongs to the
 * conversation (403) after checking that it exists (404).
 *
 * Messages and read marks are append-only records that carry their author and time; they
 * write no admin event (a busy room would drown the audit trail). Rooms, members, direct
 * chats and tickets do.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { badRequest, conflict, forbidden, HttpError } from '../http/errors';
import { recordAdminEvent } from './adminEvents';
import { containsPattern, notFoundField } from './areaHelpers';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { readChangeCountersSince } from '../db/changeCounters';
import { checkedJson, jsonList, JsonText, rowTexts } from '../http/jsonText';
import { keyedSnapshot, snapshot } from './snapshots';
import { api } from '../shared';

/** Tables of migration 0009_chat, beside the domain's (typed here: only this file reads them). */
interface ChatTables {
  message_attachments: { message_id: number; file_name: string; mime: string; size: number; data: Buffer };
  message_keys: { sender_user_id: number; client_key: string; message_id: number };
}
type ChatDB = DB & ChatTables;
type ChatExecutor = Kysely<ChatDB> | Transaction<ChatDB>;
const c = (db: Executor) => db as unknown as ChatExecutor;

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

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

// ------------------------------------------------------------------ conversations and access

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

// ------------------------------------------------------------------ messages

function messageSelect(db: Executor) {
  return c(db)
    .selectFrom('messages as m')
    .leftJoin('staff_users as su', 'su.id', 'm.sender_user_id')
    .leftJoin('cfr_users as cu', 'cu.id', 'm.sender_cfr_user_id')
    .leftJoin('message_attachments as ma', 'ma.message_id', 'm.id')
    .leftJoin('message_keys as mk', 'mk.message_id', 'm.id')
    .select([
      'm.id',
      'm.room_id',
      'm.chat_id',
      'm.body',
      'm.sent_at',
      'm.sender_user_id',
      'm.sender_cfr_user_id',
      'su.name as staff_name',
      'cu.first_name',
      'cu.last_name',
      'ma.file_name',
      'ma.mime',
      'ma.size',
      'mk.client_key',
    ]);
}

type MessageDbRow = Awaited<ReturnType<ReturnType<typeof messageSelect>['execute']>>[number];

function toMessage(r: MessageDbRow): ChatMessage {
  const sender =
    r.sender_user_id !== null
      ? { kind: 'staff' as const, id: r.sender_user_id, name: r.staff_name ?? '' }
      : r.sender_cfr_user_id !== null
        ? {
            kind: 'cfr' as const,
            id: r.sender_cfr_user_id,
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
          }
        : null;
  return {
    id: r.id,
    roomId: r.room_id,
    chatId: r.chat_id,
    sender,
    body: r.body,
    sentAt: iso(r.sent_at),
    attachment:
      r.file_name && r.mime && r.size
        ? { name: r.file_name, mime: r.mime as AttachmentMime, size: r.size }
        : null,
    clientKey: r.client_key ?? null,
  };
}

export async function getMessage(db: Executor, id: number): Promise<ChatMessage | undefined> {
  const row = await messageSelect(db).where('m.id', '=', id).executeTakeFirst();
  return row ? toMessage(row) : undefined;
}

// ------------------------------------------------------------------ held in memory

/*
 * Values held per key (a conversation, a user) while change counters stay the same use
 * keyedSnapshot (repositories/snapshots.ts) with the counters of migration 0021_chat_memory
 * (db/changeCounters.ts readChangeCounters: on PGlite no query at all while nothing was
 * written, on PostgreSQL one indexed read).
 */

/** The staff users of a conversation (`r<id>` or `c<id>`), by its counter chat_members. */
const heldMembers = keyedSnapshot(
  'chat_members',
  async (db, key: string): Promise<number[]> => {
    const id = Number(key.slice(1));
    if (key[0] === 'r') {
      const rows = await db.selectFrom('room_members').select('user_id').where('room_id', '=', id).execute();
      return rows.map((r) => r.user_id);
    }
    const chat = await db
      .selectFrom('chats')
      .select(['user_id', 'other_user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return chat ? [chat.user_id, ...(chat.other_user_id ? [chat.other_user_id] : [])] : [];
  },
  20_000,
);

/**
 * Whether the user is in the conversation, from the held members (counter chat_members). False
 * also for an unknown conversation: the caller then asks requireConversation for the exact
 * answer (404 or 403).
 */
export async function isMember(
  db: Executor,
  userId: number,
  ref: ConversationRef,
  /** The value of chat_members when the caller read it with others. */
  members?: string,
): Promise<boolean> {
  const inRoom = ref.roomId !== undefined;
  const id = (inRoom ? ref.roomId : ref.chatId) as number;
  const userIds = await heldMembers(db, `${inRoom ? 'r' : 'c'}${id}`, members === undefined ? undefined : [members]);
  return userIds.includes(userId);
}

// ------------------------------------------------------------------ history pages

/** The newest messages of a conversation held in memory: five pages of 50. */
export const HISTORY_WINDOW = 250;

interface HistoryWindow {
  /** Message ids, ascending. */
  ids: number[];
  /** The messages, in the same order. */
  rows: ChatMessage[];
  /** Whether these are all the messages of the conversation. */
  complete: boolean;
  /** The conversation's stored message_count and last_message_id, read before its messages. */
  stamp: string;
}

interface HeldHistory {
  /** Counter chat_history: any change but a message added or deleted drops every window. */
  history: string;
  /** Counter chat_messages (messages added or deleted) when the stamps were last checked. */
  messages: string;
  /** The stamps being checked again after chat_messages moved (one query for every window). */
  checking: Promise<void> | null;
  windows: Map<string, Promise<HistoryWindow>>;
  /** Senders' names, read once per value of chat_history (which a change of a name moves). */
  names: Promise<SenderNames> | null;
}

/** The names a page shows for its senders, by id: staff users', cfr users' (as first and last name). */
interface SenderNames {
  staff: Map<number, string>;
  cfr: Map<number, string>;
}

/**
 * Every sender's name at once (215 staff users and 10,000 cfr users in the large seed: a few
 * milliseconds, once per change of chat_history): a page's query then reads the messages
 * alone, without a join per sender (about a third of an older page's cost on PGlite).
 */
function senderNames(db: Executor, held: HeldHistory): Promise<SenderNames> {
  if (held.names) return held.names;
  const names = (async () => {
    const staff = await sql<{ id: number; name: string | null }>`select id, name from staff_users`.execute(db);
    const cfr = await sql<{ id: number; name: string | null }>`
      select id, trim(first_name || ' ' || last_name) as name from cfr_users`.execute(db);
    return {
      staff: new Map(staff.rows.map((r) => [r.id, r.name ?? ''])),
      cfr: new Map(cfr.rows.map((r) => [r.id, r.name ?? ''])),
    };
  })();
  held.names = names;
  names.catch(() => {
    if (held.names === names) held.names = null;
  });
  return names;
}

/** At most this many conversations' windows are held (so at most 250,000 messages), the least recently read dropped first. */
const HISTORY_CONVERSATIONS = 1_000;
const heldHistories = new WeakMap<object, HeldHistory>();

const convKey = (conv: { kind: 'room' | 'chat'; id: number }) => `${conv.kind[0]}${conv.id}`;

/** The stored message_count and last_message_id of conversations (0014_chat_unread), by key. */
async function conversationStamps(db: Executor, rooms: number[], chats: number[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ key: string; stamp: string }>`
    select 'r' || id as key, message_count || ':' || coalesce(last_message_id, 0) as stamp from rooms where id = any(${rooms}::int[])
    union all
    select 'c' || id, message_count || ':' || coalesce(last_message_id, 0) from chats where id = any(${chats}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.key, r.stamp]));
}

/**
 * The held newest messages of a conversation. Counters of migration 0021: when chat_history
 * moved, every window is dropped; when only chat_messages moved (messages added or deleted),
 * the stamps of the held windows are read again in one query and the windows whose
 * conversation changed are dropped, the others kept. A window is made with its stamp read
 * first: it may hold a message newer than its stamp (then dropped at the next check), never
 * miss one.
 */
async function historyWindow(
  db: Executor,
  conv: { kind: 'room' | 'chat'; id: number },
  /** The values of chat_history and chat_messages, read by the caller (with chat_members: one query on PostgreSQL). */
  [history, messages]: string[],
): Promise<{ window: HistoryWindow; held: HeldHistory }> {
  let held = heldHistories.get(db);
  if (!held || held.history !== history) {
    held = { history, messages, checking: null, windows: new Map(), names: null };
    heldHistories.set(db, held);
  }
  // Counters only grow: a request that read an older value than the last check needs none.
  while (Number(held.messages) < Number(messages)) {
    if (!held.checking) {
      const h = held;
      h.checking = (async () => {
        const entries = [...h.windows.entries()];
        const done = await Promise.all(entries.map(([, w]) => w.catch(() => null)));
        const rooms: number[] = [];
        const chats: number[] = [];
        for (const [key] of entries) (key[0] === 'r' ? rooms : chats).push(Number(key.slice(1)));
        const stamps = await conversationStamps(db, rooms, chats);
        entries.forEach(([key, w], i) => {
          const window = done[i];
          if (!window || stamps.get(key) !== window.stamp) if (h.windows.get(key) === w) h.windows.delete(key);
        });
        if (Number(h.messages) < Number(messages)) h.messages = messages;
      })().finally(() => {
        h.checking = null;
      });
    }
    await held.checking;
  }
  const key = convKey(conv);
  const windows = held.windows;
  let found = windows.get(key);
  if (found) {
    windows.delete(key);
    windows.set(key, found);
    return { window: await found, held };
  }
  const h = held;
  found = (async () => {
    const stamp = (await conversationStamps(db, conv.kind === 'room' ? [conv.id] : [], conv.kind === 'chat' ? [conv.id] : [])).get(key) ?? '';
    const names = await senderNames(db, h);
    const rows = (await historyRows(db, conv, 2147483647, HISTORY_WINDOW + 1, names)).reverse();
    const complete = rows.length <= HISTORY_WINDOW;
    if (!complete) rows.shift();
    return { ids: rows.map((r) => r.id), rows, complete, stamp };
  })();
  windows.set(key, found);
  if (windows.size > HISTORY_CONVERSATIONS) windows.delete(windows.keys().next().value as string);
  const made = found;
  made.catch(() => {
    if (windows.get(key) === made) windows.delete(key);
  });
  return { window: await made, held };
}

/** A message's checked JSON text, written once per held message (http/jsonText.ts). */
const messageText = rowTexts(api.chat.sendMessage.response, (m: ChatMessage) => m);

/**
 * Messages of a conversation before `before`, newest first, at most `take`, as a page shows
 * them: from the covering indexes of 0014_chat_unread, read alone (messages of at most 2,000
 * bytes; the rare longer ones from their own index, merged), with their attachment and key;
 * the senders' names from `names`.
 */
async function historyRows(
  db: Executor,
  conv: { kind: 'room' | 'chat'; id: number },
  before: number,
  take: number,
  names: SenderNames,
): Promise<ChatMessage[]> {
  const inRoom = conv.kind === 'room';
  const convId = conv.id;
  const column = sql.raw(inRoom ? 'room_id' : 'chat_id');
  // The predicates repeat those of the partial indexes word for word, so the planner uses them.
  const part = (
    short: boolean,
  ) => sql`(select m.id, m.sent_at, m.sender_user_id, m.sender_cfr_user_id, m.body from messages m
    where m.${column} = ${convId} and m.${column} is not null and m.id < ${before}
      and ${short ? sql`octet_length(body) <= 2000` : sql`not (octet_length(body) <= 2000)`}
    order by m.id desc limit ${take})`;
  const res = await sql<{
    id: number;
    sent_at: Date | string;
    sender_user_id: number | null;
    sender_cfr_user_id: number | null;
    body: string;
    attachment: [string, string, number] | null;
    client_key: string | null;
  }>`
    select p.*,
      (select json_build_array(ma.file_name, ma.mime, ma.size) from message_attachments ma where ma.message_id = p.id) as attachment,
      (select mk.client_key from message_keys mk where mk.message_id = p.id) as client_key
    from (select * from (${part(true)} union all ${part(false)}) u order by u.id desc limit ${take}) p
    order by p.id desc`.execute(db);
  return res.rows.map((r) => ({
    id: r.id,
    roomId: inRoom ? convId : null,
    chatId: inRoom ? null : convId,
    sender:
      r.sender_user_id !== null
        ? { kind: 'staff' as const, id: r.sender_user_id, name: names.staff.get(r.sender_user_id) ?? '' }
        : r.sender_cfr_user_id !== null
          ? { kind: 'cfr' as const, id: r.sender_cfr_user_id, name: names.cfr.get(r.sender_cfr_user_id) ?? '' }
          : null,
    body: r.body,
    sentAt: iso(r.sent_at),
    attachment:
      r.attachment && r.attachment[2]
        ? { name: r.attachment[0], mime: r.attachment[1] as AttachmentMime, size: Number(r.attachment[2]) }
        : null,
    clientKey: r.client_key ?? null,
  }));
}

/** How many of the ascending `ids` are below `before`. */
function countBelow(ids: number[], before: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as number) < before) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Pages of held windows, kept as sent (bytes encoded once): the newest pages of the conversations read most. */
const WINDOW_PAGES = 2_000;
/** Older pages, each read by one query, kept while their conversation's window is held: readers scrolling back send the same cursors. */
const OLDER_PAGES = 1_000;
/**
 * An older page is kept from its second read on (under the same window): pages read once, a
 * jump far back, would only fill the kept pages with answers nobody reads again, each a
 * buffer the garbage collector then walks and frees.
 */
const OLDER_SEEN = 5_000;

interface HeldPage {
  /** The window of the conversation when the page was made: the page is exact while that window is held. */
  window: HistoryWindow;
  text: Promise<JsonText>;
}
const heldPages = new WeakMap<
  object,
  { window: Map<string, HeldPage>; older: Map<string, HeldPage>; seen: Map<string, HistoryWindow> }
>();

/** A page of `pages` made while `window` was held, or made now; at most `limit` kept, the least recently read dropped first. */
function heldPage(
  pages: Map<string, HeldPage>,
  limit: number,
  key: string,
  window: HistoryWindow,
  make: () => Promise<JsonText>,
): Promise<JsonText> {
  const found = pages.get(key);
  pages.delete(key);
  if (found && found.window === window) {
    pages.set(key, found);
    return found.text;
  }
  const page = { window, text: make() };
  pages.set(key, page);
  if (pages.size > limit) pages.delete(pages.keys().next().value as string);
  page.text.catch(() => {
    if (pages.get(key) === page) pages.delete(key);
  });
  return page.text;
}

function pageText(items: ChatMessage[], hasMore: boolean): JsonText {
  const nextBefore = hasMore && items.length ? (items[0] as ChatMessage).id : null;
  return new JsonText(`{"items":[${items.map((m) => messageText(m)).join(',')}],"nextBefore":${nextBefore}}`);
}

/** The counters a history page checks, read at once (on PostgreSQL one query, on PGlite none while nothing was written). */
const HISTORY_COUNTERS = ['chat_members', 'chat_history', 'chat_messages'];

/**
 * A page of history, oldest first, before the cursor (1 million messages in the large seed; 20
 * pages at once must stay within 20 ms, so about 1 ms of work each). The membership comes
 * from the held members, and a page among the newest HISTORY_WINDOW messages from the held
 * window of the conversation; each page is kept as its encoded answer while its window is
 * held, an older one (one keyset query) too. A user not in the conversation gets
 * requireConversation's exact answer (404 or 403).
 */
export async function listMessages(
  db: Executor,
  userId: number,
  query: QueryOut<'chat', 'getMessages'>,
  /** When the request reached the server (arrivedAt in http/route.ts); a new counter read without it. */
  since?: number,
): Promise<JsonText> {
  const inRoom = query.roomId !== undefined;
  const conv = { kind: inRoom ? ('room' as const) : ('chat' as const), id: (inRoom ? query.roomId : query.chatId) ?? 0 };
  const [members, history, messages] = await readChangeCountersSince(db, HISTORY_COUNTERS, since);
  if (!(await isMember(db, userId, query, members))) await requireConversation(db, userId, query);
  const before = query.before ?? 2147483647;
  const limit = query.limit;
  const { window, held } = await historyWindow(db, conv, [history as string, messages as string]);
  let pages = heldPages.get(db);
  if (!pages) heldPages.set(db, (pages = { window: new Map(), older: new Map(), seen: new Map() }));
  const below = countBelow(window.ids, before);
  // A full page held (the fifth of five is, its cursor leaves exactly `limit` below), or the start reached.
  if (below >= limit || window.complete) {
    const from = Math.max(0, below - limit);
    return heldPage(pages.window, WINDOW_PAGES, `${convKey(conv)}:${from}:${below}`, window, async () =>
      pageText(window.rows.slice(from, below), from > 0 || !window.complete),
    );
  }
  // The membership was checked above (held members): the query reads the messages alone.
  const read = async () => {
    const rows = await historyRows(db, conv, before, limit + 1, await senderNames(db, held));
    return pageText(rows.slice(0, limit).reverse(), rows.length > limit);
  };
  const key = `${convKey(conv)}:${before}:${limit}`;
  if (!pages.older.has(key) && pages.seen.get(key) !== window) {
    pages.seen.delete(key);
    pages.seen.set(key, window);
    if (pages.seen.size > OLDER_SEEN) pages.seen.delete(pages.seen.keys().next().value as string);
    return read();
  }
  return heldPage(pages.older, OLDER_PAGES, key, window, read);
}

export interface NewAttachment {
  name: string;
  mime: AttachmentMime;
  data: Buffer;
}

/** The message a key already names, for a send repeated after a lost answer. */
async function messageOfKey(db: Executor, userId: number, key: string): Promise<ChatMessage | undefined> {
  const row = await c(db)
    .selectFrom('message_keys')
    .select('message_id')
    .where('sender_user_id', '=', userId)
    .where('client_key', '=', key)
    .executeTakeFirst();
  return row ? getMessage(db, row.message_id) : undefined;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505';

/**
 * Stores a message (and its attachment and key) and moves the sender's read mark to it; the
 * conversation's message count, last message and its time follow by trigger (0014_chat_unread). `created` is false when the key named an earlier message.
 */
export async function sendMessage(
  db: Database,
  sender: { id: number; name: string },
  body: BodyOut<'chat', 'sendMessage'>,
  attachment: NewAttachment | null,
): Promise<{ message: ChatMessage; created: boolean; recipients: number[] }> {
  const userId = sender.id;
  const conv = await requireConversation(db, userId, body);
  if (body.clientKey) {
    const existing = await messageOfKey(db, userId, body.clientKey);
    if (existing) return { message: existing, created: false, recipients: conv.userIds };
  }
  try {
    const row = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('messages')
        .values({
          room_id: conv.kind === 'room' ? conv.id : null,
          chat_id: conv.kind === 'chat' ? conv.id : null,
          sender_user_id: userId,
          body: body.text,
        })
        .returning(['id', 'sent_at'])
        .executeTakeFirstOrThrow();
      if (attachment)
        await c(tx)
          .insertInto('message_attachments')
          .values({
            message_id: row.id,
            file_name: attachment.name,
            mime: attachment.mime,
            size: attachment.data.length,
            data: attachment.data,
          })
          .execute();
      if (body.clientKey)
        await c(tx)
          .insertInto('message_keys')
          .values({ sender_user_id: userId, client_key: body.clientKey, message_id: row.id })
          .execute();
      await moveReadMark(tx, userId, conv, row.id);
      return row;
    });
    // The message as getMessage would read it, made from what was written (no read back).
    const message: ChatMessage = {
      id: row.id,
      roomId: conv.kind === 'room' ? conv.id : null,
      chatId: conv.kind === 'chat' ? conv.id : null,
      sender: { kind: 'staff', id: userId, name: sender.name },
      body: body.text,
      sentAt: iso(row.sent_at),
      attachment: attachment
        ? { name: attachment.name, mime: attachment.mime, size: attachment.data.length }
        : null,
      clientKey: body.clientKey ?? null,
    };
    return { message, created: true, recipients: conv.userIds };
  } catch (err) {
    // The same key sent twice at once: the other send won; answer its message.
    if (body.clientKey && isUniqueViolation(err)) {
      const existing = await messageOfKey(db, userId, body.clientKey);
      if (existing) return { message: existing, created: false, recipients: conv.userIds };
    }
    throw err;
  }
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

/** Messages of the user's conversations after `since` (ascending), at most `limit`. */
export async function messagesSince(
  db: Executor,
  userId: number,
  since: number,
  limit = CATCH_UP_LIMIT + 1,
): Promise<ChatMessage[]> {
  const rows = await messageSelect(db)
    .where('m.id', '>', since)
    .where((eb) =>
      eb.or([
        eb('m.room_id', 'in', eb.selectFrom('room_members').select('room_id').where('user_id', '=', userId)),
        eb(
          'm.chat_id',
          'in',
          eb
            .selectFrom('chats')
            .select('id')
            .where((w) => w.or([w('user_id', '=', userId), w('other_user_id', '=', userId)])),
        ),
      ]),
    )
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/** The newest message id the user can see (null when none). */
export async function lastMessageIdOf(db: Executor, userId: number): Promise<number | null> {
  const row = await sql<{ id: number | null }>`
    select greatest(
      (select max(r.last_message_id) from rooms r join room_members rm on rm.room_id = r.id where rm.user_id = ${userId}),
      (select max(ch.last_message_id) from chats ch where ch.user_id = ${userId} or ch.other_user_id = ${userId})
    ) as id`.execute(db);
  return row.rows[0]?.id ?? null;
}

// ------------------------------------------------------------------ read marks and unread counts

async function moveReadMark(
  db: Executor,
  userId: number,
  conv: { kind: 'room' | 'chat'; id: number },
  messageId: number,
) {
  await sql`
    insert into message_reads (user_id, room_id, chat_id, last_read_message_id, last_read_at)
    values (${userId}, ${conv.kind === 'room' ? conv.id : null}, ${conv.kind === 'chat' ? conv.id : null}, ${messageId}, now())
    on conflict on constraint message_reads_key do update
      set last_read_message_id = greatest(coalesce(message_reads.last_read_message_id, 0), excluded.last_read_message_id),
          last_read_at = now()`.execute(db);
}

/** Moves the read mark (never back); the message must belong to the conversation. */
export async function markRead(
  db: Database,
  userId: number,
  body: BodyOut<'chat', 'markRead'>,
): Promise<{ conversation: Conversation; lastReadMessageId: number }> {
  const conv = await requireConversation(db, userId, body);
  const message = await db
    .selectFrom('messages')
    .select(['id', 'room_id', 'chat_id'])
    .where('id', '=', body.messageId)
    .executeTakeFirst();
  const inConv =
    message && (conv.kind === 'room' ? message.room_id === conv.id : message.chat_id === conv.id);
  if (!inConv) throw notFoundField('messageId', `No message ${body.messageId} in this ${conv.kind}`);
  await moveReadMark(db, userId, conv, body.messageId);
  const mark = await db
    .selectFrom('message_reads')
    .select('last_read_message_id')
    .where('user_id', '=', userId)
    .where(conv.kind === 'room' ? 'room_id' : 'chat_id', '=', conv.id)
    .executeTakeFirstOrThrow();
  return { conversation: conv, lastReadMessageId: mark.last_read_message_id ?? body.messageId };
}

/** A reader's unread count of a conversation from the stored counters (0014_chat_unread), capped. */
const unreadOf = (conv: string, mark: string) =>
  sql.raw(`least(greatest(${conv}.message_count - coalesce(${mark}.read_count, 0), 0), ${UNREAD_CAP})`);

/**
 * Unread counts of a user, capped per conversation at UNREAD_CAP: two reads of the stored
 * counters (no count over messages), one row per conversation of the user.
 */
export async function unreadCounts(db: Executor, userId: number): Promise<UnreadCounts> {
  return (await heldUnreadOf(db, userId)).counts;
}

/** The same as chat/getUnread answers it: written as JSON once per held value (a member of 300 rooms has 300 counts). */
export async function unreadCountsText(db: Executor, userId: number): Promise<JsonText> {
  return (await heldUnreadOf(db, userId)).text;
}

function heldUnreadOf(db: Executor, userId: number) {
  return heldUnread(db, userId);
}

/**
 * Per user, the unread counts, held while nobody joins or leaves a conversation (chat_members),
 * no message is added or deleted (chat_messages: the stored message counts) and no read mark
 * moves (chat_reads): the navbar's total of every page costs no query on PGlite meanwhile.
 */
const heldUnread = keyedSnapshot(
  ['chat_members', 'chat_messages', 'chat_reads'],
  async (db, userId: number): Promise<{ counts: UnreadCounts; text: JsonText }> => {
    const counts = await readUnreadCounts(db, userId);
    return { counts, text: new JsonText(checkedJson(api.chat.getUnread.response, counts)) };
  },
  20_000,
);

async function readUnreadCounts(db: Executor, userId: number): Promise<UnreadCounts> {
  // One round trip: the user's rooms and chats with something unread.
  const res = await sql<{ room_id: number | null; chat_id: number | null; unread: number }>`
    select rm.room_id, null::int as chat_id, ${unreadOf('r', 'mr')} as unread
    from room_members rm
    join rooms r on r.id = rm.room_id
    left join message_reads mr on mr.user_id = ${userId} and mr.room_id = rm.room_id
    where rm.user_id = ${userId} and r.message_count > coalesce(mr.read_count, 0)
    union all
    select null, ch.id, ${unreadOf('ch', 'mr')}
    from chats ch
    left join message_reads mr on mr.user_id = ${userId} and mr.chat_id = ch.id
    where (ch.user_id = ${userId} or ch.other_user_id = ${userId}) and ch.message_count > coalesce(mr.read_count, 0)`.execute(
    db,
  );
  const rooms: UnreadCounts['rooms'] = [];
  const chats: UnreadCounts['chats'] = [];
  let total = 0;
  for (const x of res.rows) {
    const unread = Number(x.unread);
    if (unread <= 0) continue;
    total += unread;
    if (x.room_id !== null) rooms.push({ roomId: x.room_id, unread });
    else chats.push({ chatId: x.chat_id as number, unread });
  }
  return {
    total,
    rooms: rooms.sort((a, b) => a.roomId - b.roomId),
    chats: chats.sort((a, b) => a.chatId - b.chatId),
  };
}

// ------------------------------------------------------------------ lists

function lastMessageOf(row: {
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

interface RoomFilter {
  userId: number;
  onlyMember: boolean;
  activityStatus?: 'active' | 'inactive' | 'all';
  search?: string | undefined;
  roomId?: number;
}

/**
 * Rooms as the lists show them. A room the caller is not a member of carries only what finds
 * it (name, client, status, member counts, isMember false): no last message, no sender, no
 * unread count (0), and its place in the list does not follow its activity (member rooms
 * come first, last message first; the others by name), so polling the list tells a
 * non-member nothing of the conversation.
 */
async function roomRows(db: Executor, f: RoomFilter): Promise<RoomRow[]> {
  const status =
    f.activityStatus && f.activityStatus !== 'all' ? sql`and r.activity_status = ${f.activityStatus}` : sql``;
  const search = f.search
    ? sql`and (lower(r.name) like ${containsPattern(f.search)} or lower(cl.name) like ${containsPattern(f.search)})`
    : sql``;
  const member = f.onlyMember ? sql`and me.user_id is not null` : sql``;
  const one = f.roomId !== undefined ? sql`and r.id = ${f.roomId}` : sql``;
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
      coalesce(lsu.name, nullif(trim(coalesce(lcu.first_name, '') || ' ' || coalesce(lcu.last_name, '')), '')) as lm_sender
    from rooms r
    left join clients cl on cl.id = r.client_id
    left join room_members me on me.room_id = r.id and me.user_id = ${f.userId}
    left join message_reads mr on mr.user_id = ${f.userId} and mr.room_id = r.id
    left join messages lm on lm.id = r.last_message_id and me.user_id is not null
    left join staff_users lsu on lsu.id = lm.sender_user_id
    left join cfr_users lcu on lcu.id = lm.sender_cfr_user_id
    where true ${status} ${search} ${member} ${one}
    order by case when me.user_id is not null then r.last_message_at end desc nulls last, r.name, r.id
    limit 500`.execute(db);
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

const ownOnly = (caller: number, userId: number, what: string) => {
  if (caller !== userId) throw forbidden(`You can only list your own ${what}`);
};

/** The rooms lists answer at most this many rooms (the newest conversations first). */
const ROOMS_LIMIT = 500;
/** An unread count no room has (above UNREAD_CAP): where a held row's text takes the caller's count. */
const UNREAD_SLOT = 987654321;

interface HeldRooms {
  /** Per staff user, the rooms they are a member of, last message first (then name, id). */
  byMember: Map<number, { id: number; messageCount: number; head: string; tail: string }[]>;
}

/**
 * Every room with its members, in the rooms list's order (the database's: last message first,
 * then name and id), each row's checked JSON text written once around its unread count (the
 * one figure that depends on the reader); counter chat_rooms (migration 0021).
 */
const roomsSnapshot = snapshot('chat_rooms', async (db): Promise<HeldRooms> => {
  const res = await sql<{
    id: number;
    name: string;
    client_id: number | null;
    client_name: string | null;
    activity_status: 'active' | 'inactive';
    version: number;
    message_count: number;
    member_ids: number[];
    cfr_count: number;
    lm_id: number | null;
    lm_body: string | null;
    lm_sent_at: Date | null;
    lm_sender: string | null;
  }>`
    select r.id, r.name, r.client_id, cl.name as client_name, r.activity_status, r.version, r.message_count,
      array(select x.user_id from room_members x where x.room_id = r.id) as member_ids,
      (select count(*) from cfr_user_rooms x where x.room_id = r.id)::int as cfr_count,
      lm.id as lm_id, lm.body as lm_body, lm.sent_at as lm_sent_at,
      coalesce(lsu.name, nullif(trim(coalesce(lcu.first_name, '') || ' ' || coalesce(lcu.last_name, '')), '')) as lm_sender
    from rooms r
    left join clients cl on cl.id = r.client_id
    left join messages lm on lm.id = r.last_message_id
    left join staff_users lsu on lsu.id = lm.sender_user_id
    left join cfr_users lcu on lcu.id = lm.sender_cfr_user_id
    order by r.last_message_at desc nulls last, r.name, r.id`.execute(db);
  const byMember: HeldRooms['byMember'] = new Map();
  const slot = `"unread":${UNREAD_SLOT}`;
  for (const r of res.rows) {
    const row: RoomRow = {
      id: r.id,
      name: r.name,
      client: r.client_id !== null ? { id: r.client_id, name: r.client_name ?? '' } : null,
      activityStatus: r.activity_status,
      memberCount: r.member_ids.length,
      cfrUserCount: Number(r.cfr_count),
      isMember: true,
      unread: UNREAD_SLOT,
      lastMessage: lastMessageOf(r),
      version: r.version,
    };
    const text = checkedJson(api.chat.getRooms.response.element, row);
    const at = text.indexOf(slot);
    const held = {
      id: r.id,
      messageCount: Number(r.message_count),
      head: text.slice(0, at + slot.length - String(UNREAD_SLOT).length),
      tail: text.slice(at + slot.length),
    };
    for (const u of r.member_ids) {
      const list = byMember.get(Number(u));
      if (list) list.push(held);
      else byMember.set(Number(u), [held]);
    }
  }
  return { byMember };
});

/** Per user, the stored read_count of each room they have a read mark in; counter chat_reads. */
const heldRoomReads = keyedSnapshot(
  'chat_reads',
  async (db, userId: number): Promise<Map<number, number>> => {
    const { rows } = await sql<{ room_id: number; read_count: number }>`
      select room_id, read_count from message_reads where user_id = ${userId} and room_id is not null`.execute(db);
    return new Map(rows.map((r) => [r.room_id, Number(r.read_count)]));
  },
  20_000,
);

function roomReadsOf(db: Executor, userId: number): Promise<Map<number, number>> {
  return heldRoomReads(db, userId);
}

/**
 * The caller's rooms (chat/getRooms) from memory: the held rooms of the member, their unread
 * counts from the held read marks (message_count - read_count, 0014_chat_unread, capped):
 * no query on PGlite while nothing was written, two counter reads on PostgreSQL.
 */
export async function listRoomsOfUser(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getRooms'>,
): Promise<JsonText> {
  ownOnly(caller, query.userId, 'rooms');
  const [rooms, reads] = await Promise.all([roomsSnapshot(db), roomReadsOf(db, caller)]);
  const mine = (rooms.byMember.get(caller) ?? []).slice(0, ROOMS_LIMIT);
  const texts = mine.map((r) => {
    const unread = Math.min(Math.max(r.messageCount - (reads.get(r.id) ?? 0), 0), UNREAD_CAP);
    return `${r.head}${unread}${r.tail}`;
  });
  return jsonList(texts);
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
  });
}

async function roomRow(db: Executor, caller: number, roomId: number): Promise<RoomRow> {
  const [row] = await roomRows(db, { userId: caller, onlyMember: false, roomId });
  if (!row) throw notFoundField('roomId', `No such room: ${roomId}`);
  return row;
}

async function chatRows(db: Executor, userId: number, chatId?: number): Promise<ChatRow[]> {
  const one = chatId !== undefined ? sql`and ch.id = ${chatId}` : sql``;
  const res = await sql<{
    id: number;
    other_kind: 'staff' | 'cfr';
    other_id: number;
    other_name: string;
    client_name: string | null;
    unread: number;
    lm_id: number | null;
    lm_body: string | null;
    lm_sent_at: Date | null;
    lm_sender: string | null;
  }>`
    select ch.id,
      case when ch.cfr_user_id is not null then 'cfr' else 'staff' end as other_kind,
      coalesce(ch.cfr_user_id, case when ch.user_id = ${userId} then ch.other_user_id else ch.user_id end) as other_id,
      coalesce(trim(cu.first_name || ' ' || cu.last_name), su.name, '') as other_name,
      cl.name as client_name,
      ${unreadOf('ch', 'mr')} as unread,
      lm.id as lm_id, lm.body as lm_body, lm.sent_at as lm_sent_at,
      coalesce(lsu.name, nullif(trim(coalesce(lcu.first_name, '') || ' ' || coalesce(lcu.last_name, '')), '')) as lm_sender
    from chats ch
    left join cfr_users cu on cu.id = ch.cfr_user_id
    left join clients cl on cl.id = cu.client_id
    left join staff_users su on su.id = case when ch.user_id = ${userId} then ch.other_user_id else ch.user_id end
    left join message_reads mr on mr.user_id = ${userId} and mr.chat_id = ch.id
    left join messages lm on lm.id = ch.last_message_id
    left join staff_users lsu on lsu.id = lm.sender_user_id
    left join cfr_users lcu on lcu.id = lm.sender_cfr_user_id
    where (ch.user_id = ${userId} or ch.other_user_id = ${userId}) ${one}
    order by ch.last_message_at desc nulls last, ch.id
    limit 1000`.execute(db);
  return res.rows.map((r) => ({
    id: r.id,
    other: { kind: r.other_kind, id: r.other_id, name: r.other_name, clientName: r.client_name },
    unread: Number(r.unread),
    lastMessage: lastMessageOf(r),
  }));
}

/**
 * Per user, the direct chats as chat/getChats answers them, written as JSON once; held while
 * no chat is opened or changes people (chat_members), no message is added or deleted
 * (chat_messages: the stored counts and last message), no message or name is edited
 * (chat_history), no cfr user or client changes (cfr_users_list of 0011: the names and
 * clients shown) and no read mark moves (chat_reads).
 */
const heldChats = keyedSnapshot(
  ['chat_members', 'chat_messages', 'chat_history', 'cfr_users_list', 'chat_reads'],
  async (db, userId: number) => new JsonText(checkedJson(api.chat.getChats.response, await chatRows(db, userId))),
  20_000,
);

export async function listChatsOfUser(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getChats'>,
): Promise<JsonText> {
  ownOnly(caller, query.userId, 'chats');
  return heldChats(db, caller);
}

// ------------------------------------------------------------------ staff and clients for pickers

/**
 * Active staff with the CHAT role, for the pickers: by name only. Logins are shown to SETTINGS
 * alone, so a search never matches one (it would tell a login from a name).
 */
export async function listChatStaff(db: Executor, search?: string): Promise<{ id: number; name: string }[]> {
  let q = db
    .selectFrom('staff_users')
    .select(['id', 'name'])
    .where('activity_status', '=', 'active')
    .where(sql<boolean>`'CHAT' = any(roles)`);
  if (search) q = q.where(sql<boolean>`lower(name) like ${containsPattern(search)}`);
  return q.orderBy('name').orderBy('id').limit(100).execute();
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

/** A staff user who may chat: exists (404 naming the field), active with the CHAT role (400). */
async function requireChatUser(
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
    throw badRequest(`${user.name} cannot chat (an active user with the CHAT role is needed)`, {
      [field]: `${user.name} does not have the CHAT role`,
    });
  return { id: user.id, name: user.name };
}

// ------------------------------------------------------------------ rooms and members

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

export async function roomMembers(db: Executor, caller: number, roomId: number): Promise<RoomMembers> {
  const conv = await requireConversation(db, caller, { roomId });
  return membersOf(db, conv.id);
}

async function membersOf(db: Executor, roomId: number): Promise<RoomMembers> {
  const room = await db
    .selectFrom('rooms')
    .select(['id', 'name', 'version'])
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom('room_members as rm')
    .innerJoin('staff_users as su', 'su.id', 'rm.user_id')
    .select(['su.id', 'su.name', 'rm.joined_at'])
    .where('rm.room_id', '=', roomId)
    .orderBy('su.name')
    .execute();
  const cfr = await db
    .selectFrom('cfr_user_rooms as cr')
    .innerJoin('cfr_users as cu', 'cu.id', 'cr.cfr_user_id')
    .select(['cu.id', 'cu.first_name', 'cu.last_name', 'cu.email'])
    .where('cr.room_id', '=', roomId)
    .orderBy('cu.last_name')
    .orderBy('cu.id')
    .execute();
  return {
    room,
    staff: staff.map((s) => ({ id: s.id, name: s.name, joinedAt: iso(s.joined_at) })),
    cfrUsers: cfr.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`, email: u.email })),
  };
}

/** Checks the room (404), the caller's membership (403) and the version (409). */
async function requireRoomForEdit(db: Executor, caller: number, roomId: number, version: number) {
  const conv = await requireConversation(db, caller, { roomId });
  const room = await db
    .selectFrom('rooms')
    .select(['id', 'name', 'version'])
    .where('id', '=', roomId)
    .executeTakeFirstOrThrow();
  if (room.version !== version)
    throw conflict(
      'This room was changed by someone else since you opened it; reload it and redo your change',
    );
  return { conv, room };
}

async function bumpRoom(tx: Executor, roomId: number, version: number) {
  const res = await tx
    .updateTable('rooms')
    .set({ version: version + 1, updated_at: new Date() })
    .where('id', '=', roomId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0)
    throw conflict(
      'This room was changed by someone else since you opened it; reload it and redo your change',
    );
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
    const last = await tx
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('room_id', '=', room.id)
      .executeTakeFirst();
    if (last?.id) await moveReadMark(tx, user.id, { kind: 'room', id: room.id }, Number(last.id));
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

// ------------------------------------------------------------------ direct chats

export async function startChat(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'startChat'>,
): Promise<{ chat: ChatRow; created: boolean }> {
  if (body.userId === caller)
    throw badRequest('A direct chat needs another person', { userId: 'Choose someone else than yourself' });
  const other = await requireChatUser(db, body.userId, 'userId');
  const [a, b] = caller < other.id ? [caller, other.id] : [other.id, caller];
  const found = await db
    .selectFrom('chats')
    .select('id')
    .where('user_id', '=', a)
    .where('other_user_id', '=', b)
    .executeTakeFirst();
  let chatId = found?.id;
  let created = false;
  if (!chatId) {
    chatId = await db.transaction().execute(async (tx) => {
      const row = await sql<{ id: number }>`
        insert into chats (user_id, other_user_id) values (${a}, ${b})
        on conflict (user_id, other_user_id) where other_user_id is not null do nothing returning id`.execute(
        tx,
      );
      const id = row.rows[0]?.id;
      if (id) {
        await recordAdminEvent(tx, {
          userId: caller,
          action: 'chat.startChat',
          targetType: 'chat',
          targetId: id,
          summary: `Direct chat opened with ${other.name}`,
        });
        return id;
      }
      return (
        await tx
          .selectFrom('chats')
          .select('id')
          .where('user_id', '=', a)
          .where('other_user_id', '=', b)
          .executeTakeFirstOrThrow()
      ).id;
    });
    created = !found;
  }
  const [chat] = await chatRows(db, caller, chatId);
  return { chat: chat as ChatRow, created };
}

// ------------------------------------------------------------------ tickets

export interface TicketInput {
  caller: number;
  body: BodyOut<'chat', 'sendEmail'>;
  /** The support address (config.supportEmail): the body never names a recipient. */
  to: string;
  send: (tx: Executor, mail: { to: string[]; subject: string; text: string }) => Promise<number>;
}

export async function sendTicket(
  db: Database,
  input: TicketInput,
): Promise<ResponseOut<'chat', 'sendEmail'>> {
  const { caller, body } = input;
  let room: Conversation | undefined;
  if (body.roomId !== undefined) room = await requireConversation(db, caller, { roomId: body.roomId });
  const clientId = body.clientId ?? room?.clientId ?? null;
  let client: { id: number; name: string } | undefined;
  if (clientId !== null) {
    client = await db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw notFoundField('clientId', `No such client: ${clientId}`);
  }
  const sender = await db
    .selectFrom('staff_users')
    .select(['name', 'email'])
    .where('id', '=', caller)
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (tx) => {
    const ticket = await tx
      .insertInto('tickets')
      .values({ user_id: caller, subject: body.subject, body: body.body, to_email: input.to })
      .returning(['id', 'sent_at'])
      .executeTakeFirstOrThrow();
    const context = [
      `Ticket #${ticket.id} from ${sender.name}${sender.email ? ` <${sender.email}>` : ''}`,
      client ? `Client: ${client.name} (#${client.id})` : null,
      room ? `Room: ${room.name} (#${room.id})` : null,
    ].filter(Boolean);
    const outboxId = await input.send(tx, {
      to: [input.to],
      subject: `[Ticket #${ticket.id}] ${body.subject}`,
      text: `${body.body}\n\n--\n${context.join('\n')}`,
    });
    if (client)
      await tx
        .insertInto('client_events')
        .values({
          client_id: client.id,
          user_id: caller,
          kind: 'ticket_sent',
          summary: `Ticket #${ticket.id} sent: ${body.subject}`.slice(0, 500),
          data: JSON.stringify({ ticketId: ticket.id, roomId: room?.id ?? null, outboxId, to: input.to }),
        })
        .execute();
    await recordAdminEvent(tx, {
      userId: caller,
      action: 'ticket.sendEmail',
      targetType: 'ticket',
      targetId: ticket.id,
      summary: `Ticket "${body.subject}" mailed to ${input.to}${client ? ` about ${client.name}` : ''}`,
    });
    return { ticketId: ticket.id, outboxId, to: [input.to], sentAt: iso(ticket.sent_at) };
  });
}
