import { sql, type Kysely } from 'kysely';

// adminEvents/getAdminEvents filtered by user AND action: one index walk in list order,
// instead of intersecting the user and action indexes and sorting.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX admin_events_user_action_at_idx ON admin_events (user_id, action, at DESC, id DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS admin_events_user_action_at_idx`.execute(db);
}
