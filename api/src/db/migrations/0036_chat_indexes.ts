import { sql, type Kysely } from 'kysely';

/**
 * Chat area (every call one indexed query, nothing held in the process): a user's
 * direct chats are read by `user_id = $1 or other_user_id = $1` (chat/getChats,
 * chat/getUnread, the socket's catch-up and hello). other_user_id has its index (0002); the
 * unique indexes on user_id are partial (a staff pair, a cfr pair), which the planner cannot
 * use for that condition: a plain index on user_id makes it a BitmapOr of two index scans
 * instead of a scan of every chat (about 10,000 in the large seed).
 *
 * The rest needs nothing new: history pages use the covering indexes of 0014_chat_unread,
 * rooms of a user room_members_user_idx, read marks message_reads_user_idx, the catch-up
 * messages_room_id_idx / messages_chat_id_idx (0009).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists chats_user_idx on chats (user_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists chats_user_idx`.execute(db);
}
