import { sql, type Kysely } from 'kysely';

/**
 * Chat area: what 0002_domain's chat tables lack.
 * - History pages and the socket's catch-up walk messages by id (the cursor), per
 *   conversation and across a user's conversations: indexes on (room_id, id), (chat_id, id).
 * - Unread counts read a reader's marks: index on message_reads (user_id).
 * - An attachment per message (checked by content, at most 10 MB), kept apart from the
 *   messages so that history pages never read file bytes.
 * - The sender's key of a message (a UUID made by the page): a send repeated after a lost
 *   answer or a reconnection finds the first message instead of writing a second one.
 * - At most one active room per client.
 */
const UP = [
  `create index messages_room_id_idx on messages (room_id, id) where room_id is not null`,
  `create index messages_chat_id_idx on messages (chat_id, id) where chat_id is not null`,
  `create index message_reads_user_idx on message_reads (user_id) where user_id is not null`,
  `create table message_attachments (
  message_id integer primary key references messages (id) on delete cascade,
  file_name text not null,
  mime text not null,
  size integer not null check (size > 0),
  data bytea not null
)`,
  `create table message_keys (
  sender_user_id integer not null references staff_users (id) on delete cascade,
  client_key text not null,
  message_id integer not null references messages (id) on delete cascade,
  primary key (sender_user_id, client_key)
)`,
  `create index message_keys_message_idx on message_keys (message_id)`,
  `create unique index rooms_active_client_key on rooms (client_id) where client_id is not null and activity_status = 'active'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop index if exists rooms_active_client_key',
    'drop table if exists message_keys',
    'drop table if exists message_attachments',
    'drop index if exists message_reads_user_idx',
    'drop index if exists messages_chat_id_idx',
    'drop index if exists messages_room_id_idx',
  ])
    await sql.raw(statement).execute(db);
}
