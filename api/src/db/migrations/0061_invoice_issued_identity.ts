import { sql, type Kysely } from 'kysely';

/**
 * The buyer's identity as it was when the invoice was issued (name, legal name, address, VAT
 * number, billing contact, business unit), written by the insert itself: an issued invoice's
 * document is never made from the client's data of a later day. Null for invoices issued
 * before (their first PDF keeps the identities it was made with).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices add column issued_identity jsonb`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table invoices drop column issued_identity`.execute(db);
}
