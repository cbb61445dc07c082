import { sql, type Kysely } from 'kysely';

/** Each staff member's language for the portal (English by default), read with the session. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE staff_users ADD COLUMN language text NOT NULL DEFAULT 'en'
    CONSTRAINT staff_users_language_check CHECK (language IN ('en', 'fr'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE staff_users DROP COLUMN language`.execute(db);
}
