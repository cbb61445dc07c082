import { sql, type Kysely } from 'kysely';

/**
 * The outbox becomes a queue (api/src/mail/sender.ts, docs/architecture.md#mail): a mail is
 * queued in the transaction that decides it and sent after commit by the sender.
 *
 * - `status`: `queued` (waiting for its next try), `sending` (claimed by a sender until
 *   `next_attempt_at`), `sent` (the SMTP server accepted it), `captured` (kept in the outbox
 *   only: no SMTP_URL), `failed` (every try failed; not tried again).
 * - `tries`, `last_error`, `next_attempt_at` (when a queued mail is due; the end of a sending
 *   mail's claim), `transport_response` (the SMTP server's answer, e.g. `250 ... queued as X`).
 * - `sealed_body`: a mail that carries a secret keeps the mail as written sealed
 *   (AES-256-GCM, auth/secretBox.ts) until it is sent or failed, then null: the sender needs the
 *   secret, the outbox never shows it.
 * - Mails written before this migration were sent (or captured) in their transaction: those
 *   with `sent_at` read `sent`; the others' send failed and are `failed`, never tried again
 *   (a reset link of then would be stale).
 * - Indexes: the sender's claim reads the due mails on a partial index of the unsettled ones;
 *   the outbox page's status filter on (status, created_at desc, id desc).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table mail_outbox
    add column status text not null default 'queued'
      check (status in ('queued', 'sending', 'sent', 'captured', 'failed')),
    add column tries int not null default 0,
    add column next_attempt_at timestamptz null default now(),
    add column last_error text null,
    add column transport_response text null,
    add column sealed_body text null`.execute(db);
  await sql`update mail_outbox set
      status = case when sent_at is not null then 'sent' else 'failed' end,
      next_attempt_at = null,
      last_error = case when sent_at is null then 'Not sent before the outbox became a queue (migration 0041); not tried again' end`.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id)
    where status in ('queued', 'sending')`.execute(db);
  await sql`create index mail_outbox_status_created_idx on mail_outbox (status, created_at desc, id desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists mail_outbox_status_created_idx`.execute(db);
  await sql`drop index if exists mail_outbox_due_idx`.execute(db);
  await sql`alter table mail_outbox
    drop column if exists sealed_body,
    drop column if exists transport_response,
    drop column if exists last_error,
    drop column if exists next_attempt_at,
    drop column if exists tries,
    drop column if exists status`.execute(db);
}
