import { sql, type Kysely } from 'kysely';

/**
 * Chat area: stored counters, so that unread counts, the rooms list and the navbar
 * total are reads of a few rows instead of counts over the messages (1 million in the large
 * seed; a member of every room waited over 2 s for chat/getRooms).
 *
 * - rooms / chats: `message_count` (messages of the conversation), `last_message_id` (its
 *   newest message) and `last_message_at`, kept by a statement trigger on messages with transition tables:
 *   one UPDATE per conversation touched per statement, whether a send writes one message or a
 *   bulk insert (seed, bench) a million; a delete counts again what it touched.
 * - message_reads: `read_count`, the conversation's message_count at the read mark less the
 *   messages of others after the mark (set by a row trigger whenever a mark is written or
 *   moved). A reader's unread count is then `message_count - read_count`: the messages of
 *   others after the mark, as before (a send moves its sender's mark to the message, so one's
 *   own messages are never unread), with no per-member write on send and no count per read.
 * - History pages read from the index alone: messages of a conversation are spread over the
 *   whole table (rooms talk at the same time), so a page of 50 through (room_id, id) fetched
 *   about 50 table pages, each a slow read on PGlite once not in its buffers. Covering indexes
 *   (conversation, id desc) including the columns a page shows make it a read of one or two
 *   index pages. A btree entry is limited to ~2,700 bytes, so they hold messages of at most
 *   2,000 bytes (nearly all); longer ones have their own small index and the page merges both
 *   (repositories/chat.ts listMessages).
 */
const HISTORY = 'sent_at, sender_user_id, sender_cfr_user_id, body';
const SHORT_BODY = 'octet_length(body) <= 2000';
const UP = [
  `create index messages_room_history_idx on messages (room_id, id desc) include (${HISTORY}) where room_id is not null and ${SHORT_BODY}`,
  `create index messages_room_long_idx on messages (room_id, id desc) where room_id is not null and not (${SHORT_BODY})`,
  `create index messages_chat_history_idx on messages (chat_id, id desc) include (${HISTORY}) where chat_id is not null and ${SHORT_BODY}`,
  `create index messages_chat_long_idx on messages (chat_id, id desc) where chat_id is not null and not (${SHORT_BODY})`,
  `alter table rooms add column message_count integer not null default 0, add column last_message_id integer`,
  `alter table chats add column message_count integer not null default 0, add column last_message_id integer`,
  `alter table message_reads add column read_count integer not null default 0`,

  `create function chat_messages_inserted() returns trigger language plpgsql as $$
begin
  update rooms r set message_count = r.message_count + n.count,
    last_message_id = greatest(r.last_message_id, n.last_id), last_message_at = greatest(r.last_message_at, n.last_at)
  from (select room_id, count(*)::int as count, max(id) as last_id, max(sent_at) as last_at
        from new_messages where room_id is not null group by room_id) n
  where r.id = n.room_id;
  update chats c set message_count = c.message_count + n.count,
    last_message_id = greatest(c.last_message_id, n.last_id), last_message_at = greatest(c.last_message_at, n.last_at)
  from (select chat_id, count(*)::int as count, max(id) as last_id, max(sent_at) as last_at
        from new_messages where chat_id is not null group by chat_id) n
  where c.id = n.chat_id;
  return null;
end $$`,
  `create trigger messages_counted_on_insert after insert on messages
  referencing new table as new_messages for each statement execute function chat_messages_inserted()`,

  `create function chat_messages_deleted() returns trigger language plpgsql as $$
begin
  update rooms r set message_count = (select count(*) from messages m where m.room_id = r.id),
    last_message_id = (select max(m.id) from messages m where m.room_id = r.id)
  where r.id in (select room_id from old_messages where room_id is not null);
  update chats c set message_count = (select count(*) from messages m where m.chat_id = c.id),
    last_message_id = (select max(m.id) from messages m where m.chat_id = c.id)
  where c.id in (select chat_id from old_messages where chat_id is not null);
  return null;
end $$`,
  `create trigger messages_counted_on_delete after delete on messages
  referencing old table as old_messages for each statement execute function chat_messages_deleted()`,

  `create function chat_read_count() returns trigger language plpgsql as $$
declare
  total integer;
  after_mark integer;
begin
  if new.room_id is not null then
    select message_count into total from rooms where id = new.room_id;
    select count(*) into after_mark from messages m
      where m.room_id = new.room_id and m.id > coalesce(new.last_read_message_id, 0)
        and (case when new.user_id is not null then m.sender_user_id is distinct from new.user_id
                  else m.sender_cfr_user_id is distinct from new.cfr_user_id end);
  else
    select message_count into total from chats where id = new.chat_id;
    select count(*) into after_mark from messages m
      where m.chat_id = new.chat_id and m.id > coalesce(new.last_read_message_id, 0)
        and (case when new.user_id is not null then m.sender_user_id is distinct from new.user_id
                  else m.sender_cfr_user_id is distinct from new.cfr_user_id end);
  end if;
  new.read_count := coalesce(total, 0) - after_mark;
  return new;
end $$`,
  `create trigger message_reads_count before insert or update on message_reads
  for each row execute function chat_read_count()`,

  // What is already there.
  `update rooms r set message_count = s.count, last_message_id = s.last_id
  from (select room_id, count(*)::int as count, max(id) as last_id from messages where room_id is not null group by room_id) s
  where r.id = s.room_id`,
  `update chats c set message_count = s.count, last_message_id = s.last_id
  from (select chat_id, count(*)::int as count, max(id) as last_id from messages where chat_id is not null group by chat_id) s
  where c.id = s.chat_id`,
  // Every mark is written again: the row trigger counts it.
  `update message_reads set last_read_message_id = last_read_message_id`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop index if exists messages_chat_long_idx',
    'drop index if exists messages_chat_history_idx',
    'drop index if exists messages_room_long_idx',
    'drop index if exists messages_room_history_idx',
    'drop trigger if exists message_reads_count on message_reads',
    'drop function if exists chat_read_count()',
    'drop trigger if exists messages_counted_on_delete on messages',
    'drop function if exists chat_messages_deleted()',
    'drop trigger if exists messages_counted_on_insert on messages',
    'drop function if exists chat_messages_inserted()',
    'alter table message_reads drop column if exists read_count',
    'alter table chats drop column if exists message_count, drop column if exists last_message_id',
    'alter table rooms drop column if exists message_count, drop column if exists last_message_id',
  ])
    await sql.raw(statement).execute(db);
}
