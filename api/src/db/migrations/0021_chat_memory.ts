import { sql, type Kysely } from 'kysely';

/**
 * Chat area (issue 15): what the history pages, the membership checks and the rooms list hold
 * in memory (repositories/chat.ts, "held in memory"), each validated by a change counter
 * (db/changeCounters.ts readChangeCounter: on PGlite no query while nothing was written).
 *
 * - chat_members: who is in which conversation (room_members; a chat's people). A chat's
 *   message_count and last message columns move with every message (0014's trigger): only a
 *   change of its people counts (UPDATE OF).
 * - chat_messages: a message added or deleted (INSERT, DELETE). It touches one conversation,
 *   whose stored message_count and last_message_id (0014's trigger) then differ: the held
 *   history of the other conversations stays (their stamps are read again in one query).
 * - chat_history: any other change of what a history page shows, which drops every held page:
 *   a message edited or truncated, an attachment or key changed or deleted, a sender's name
 *   (staff users, cfr users: only a change of the name counts, not a sign-in's last-seen
 *   time). An attachment or key is written in the transaction of its message (sendMessage),
 *   so their inserts count with the message's.
 * - chat_rooms: the rooms list (chat/getRooms): the rooms with their stored counters and last
 *   message, their members and cfr users, the clients' names, the last senders' names.
 * - chat_reads: the read marks, whose stored read_count gives each member's unread count.
 */
/** Per counter: a table, the columns whose UPDATE counts (all when none), the events (all four when none). */
const COUNTERS: Record<string, [table: string, columns?: string[], events?: string[]][]> = {
  chat_members: [['room_members'], ['chats', ['user_id', 'other_user_id', 'cfr_user_id']]],
  chat_messages: [['messages', [], ['INSERT', 'DELETE']]],
  chat_history: [
    ['messages', [], ['UPDATE', 'TRUNCATE']],
    ['message_attachments', [], ['UPDATE', 'DELETE', 'TRUNCATE']],
    ['message_keys', [], ['UPDATE', 'DELETE', 'TRUNCATE']],
    ['staff_users', ['name']],
    ['cfr_users', ['first_name', 'last_name']],
  ],
  chat_rooms: [
    ['rooms'],
    ['room_members'],
    ['cfr_user_rooms'],
    ['messages'],
    ['clients', ['name']],
    ['staff_users', ['name']],
    ['cfr_users', ['first_name', 'last_name']],
  ],
  chat_reads: [['message_reads']],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) {
    await sql`INSERT INTO change_counters (name) VALUES (${counter}) ON CONFLICT (name) DO NOTHING`.execute(db);
    for (const [table, columns, events = ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']] of tables) {
      const update = columns?.length ? `UPDATE OF ${columns.join(', ')}` : 'UPDATE';
      const on = events.map((e) => (e === 'UPDATE' ? update : e)).join(' OR ');
      await sql
        .raw(
          `CREATE TRIGGER ${table}_bumps_${counter} AFTER ${on} ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('${counter}')`,
        )
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) {
    for (const [table] of tables) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_bumps_${counter} ON ${table}`).execute(db);
    await sql`DELETE FROM change_counters WHERE name = ${counter}`.execute(db);
  }
}
