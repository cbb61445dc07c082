import { sql, type Kysely } from 'kysely';

/**
 * The API no longer holds copies of the tables in memory (docs/decisions.md, "The database is
 * the cache"): every call reads the tables through their indexes. What kept those copies fresh
 * goes: the statement triggers that bumped a shared counter row in every writing transaction
 * (and so made unrelated writers wait for, and deadlock on, one another on PostgreSQL), the
 * keyed notes of changed rows, their functions and tables.
 *
 * Migrations 0010-0028 no longer make any of it, so a new database has nothing to drop; a
 * database made before has it all, under names those migrations built from a table and a
 * counter. The triggers are therefore found by the functions they call, not by name.
 *
 * Kept: the chat counts of 0014 (rooms/chats message_count, last_message_id; message_reads
 * read_count), kept by triggers that touch only the conversation written to.
 */
const FUNCTIONS = ['bump_change_counter', 'note_changed_keys', 'mark_worker_times'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ trigger: string; table: string }>`
    select t.tgname as trigger, c.relname as table
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and n.nspname = current_schema() and p.proname = any(${FUNCTIONS}::text[])`.execute(db);
  for (const { trigger, table } of rows)
    await sql`drop trigger if exists ${sql.id(trigger)} on ${sql.id(table)}`.execute(db);
  for (const fn of FUNCTIONS) await sql`drop function if exists ${sql.id(fn)}()`.execute(db);
  await sql`drop table if exists change_keys`.execute(db);
  await sql`drop table if exists worker_times_marks`.execute(db);
  await sql`drop table if exists change_counters`.execute(db);
}

/** Nothing to restore: the API of this version reads none of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}
