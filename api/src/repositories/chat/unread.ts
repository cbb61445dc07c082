/**
 * Read marks and unread counts. A reader's unread count of a conversation is the stored
 * `message_count` of the room or chat less the `read_count` of the reader's mark, both kept
 * by the triggers of migration 0014_chat_unread in the writing transaction: reading counts
 * never counts messages.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - message_reads → message_reads_count (before insert or update): sets read_count from the mark
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { UNREAD_CAP, type UnreadCounts } from './access';

/** Moves the user's read mark of a conversation to `messageId` (never back); the trigger recounts read_count. */
export async function moveReadMark(
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

/** The conversation a message belongs to, if it exists. */
export function findMessage(db: Executor, messageId: number) {
  return db.selectFrom('messages').select(['id', 'room_id', 'chat_id']).where('id', '=', messageId).executeTakeFirst();
}

/** The user's read mark of the conversation. */
export async function readMarkOf(db: Executor, userId: number, conv: { kind: 'room' | 'chat'; id: number }) {
  const mark = await db
    .selectFrom('message_reads')
    .select('last_read_message_id')
    .where('user_id', '=', userId)
    .where(conv.kind === 'room' ? 'room_id' : 'chat_id', '=', conv.id)
    .executeTakeFirstOrThrow();
  return mark.last_read_message_id;
}

/** A reader's unread count of a conversation from the stored counters (0014_chat_unread), capped. */
export const unreadOf = (conv: string, mark: string) =>
  sql.raw(`least(greatest(${conv}.message_count - coalesce(${mark}.read_count, 0), 0), ${UNREAD_CAP})`);

/**
 * Unread counts of a user, capped per conversation at UNREAD_CAP: one query over the user's
 * rooms (room_members by user) and chats, with the stored counters (no count over messages).
 */
export async function unreadCounts(db: Executor, userId: number): Promise<UnreadCounts> {
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
    where (ch.user_id = ${userId} or ch.other_user_id = ${userId}) and ch.message_count > coalesce(mr.read_count, 0)
    order by 1 nulls last, 2`.execute(db);
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
  return { total, rooms, chats };
}
