import { sql, type Kysely } from 'kysely';

/**
 * The values an admin event's sentence is worded from (changed fields, names, old and new
 * values), so that the Settings trail says it in the reader's language; `summary` stays the
 * English text (older rows have no values and show it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admin_events ADD COLUMN data jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE admin_events DROP COLUMN data`.execute(db);
}
