import { sql, type Kysely } from 'kysely';

/**
 * Credit-note requests (repositories/finance/creditRequests.ts): the Clients area asks for a
 * credit note, a FINANCE user approves it (which makes the credit note) or refuses it with a
 * reason. A credit note lowers what a client owes, so it can clear a recovery block: it is a
 * finance decision, taken by someone other than the area that asks.
 *
 * - One decision per request: approve and refuse are conditional updates on status 'pending'.
 * - The pending list is read from a partial index; a client's and an invoice's requests by theirs.
 */
const STAFF = 'integer references staff_users (id) on delete set null';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table credit_requests (
    id serial primary key,
    client_id integer not null references clients (id),
    invoice_id integer not null,
    amount integer not null check (amount > 0),
    business_unit_id integer not null references business_units (id),
    comment text not null,
    status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
    requested_by ${sql.raw(STAFF)},
    requested_at timestamptz not null default now(),
    decided_by ${sql.raw(STAFF)},
    decided_at timestamptz,
    refusal_reason text,
    credit_note_id integer references credit_notes (id),
    foreign key (invoice_id, client_id) references invoices (id, client_id),
    check ((status = 'pending') = (decided_at is null)),
    check (status = 'approved' or credit_note_id is null),
    check ((status = 'refused') = (refusal_reason is not null))
  )`.execute(db);
  await sql`create index credit_requests_pending_idx on credit_requests (requested_at, id) where status = 'pending'`.execute(db);
  await sql`create index credit_requests_client_idx on credit_requests (client_id, requested_at desc)`.execute(db);
  await sql`create index credit_requests_invoice_idx on credit_requests (invoice_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists credit_requests`.execute(db);
}
