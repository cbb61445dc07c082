import { sql, type Kysely } from 'kysely';

/**
 * Clients area: indexes of a client's invoice pages and timeline, newest first, so
 * that the client detail pages a long history with an index read instead of a sort.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists invoices_client_issued_idx on invoices (client_id, issued_on desc, id desc)`.execute(db);
  await sql`create index if not exists client_events_client_page_idx on client_events (client_id, at desc, id desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists client_events_client_page_idx`.execute(db);
  await sql`drop index if exists invoices_client_issued_idx`.execute(db);
}
