import { sql, type Kysely } from 'kysely';

/**
 * Clients area, beyond 0002_domain:
 * - `invoice_documents`: the PDF of each invoice, made once from the billing data of its time
 *   (kept in `billing`) and replaced only by a regeneration, which keeps the number.
 * - a pattern index on `clients.business_code`, for the list's "business code starts with" filter.
 *
 * Idempotent (`if not exists`): a database that ran this slot while it was still empty
 * (the benchmark's cached data set) gets the tables by running `up` again.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists invoice_documents (
  invoice_id integer primary key references invoices (id) on delete cascade,
  pdf bytea not null,
  billing jsonb not null,
  generated_at timestamptz not null default now(),
  generated_by integer references staff_users (id) on delete set null
)`.execute(db);
  await sql`create index if not exists clients_business_code_pattern_idx on clients (business_code text_pattern_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists clients_business_code_pattern_idx`.execute(db);
  await sql`drop table if exists invoice_documents`.execute(db);
}
