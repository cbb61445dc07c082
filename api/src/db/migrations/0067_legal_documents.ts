import { sql, type Kysely } from 'kysely';

/**
 * Credit notes as legal documents, like invoices: their lines with the VAT category and rate of
 * the invoice they correct, their total excluding VAT, the identities frozen at issue, and their
 * stored PDF (Factur-X). Every stored document keeps the SHA-256 of its bytes, which the admin
 * event of its storing names too. Credit notes issued before get one line from their amount and
 * the rate of the invoice they correct (their VAT worked back from that rate).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table credit_notes add column amount_excl_vat integer, add column issued_identity jsonb`.execute(db);
  await sql`create table credit_note_lines (
    id serial primary key,
    credit_note_id integer not null references credit_notes (id) on delete cascade,
    position integer not null,
    label text not null,
    quantity integer not null,
    unit_amount integer not null,
    amount integer not null,
    vat_category text not null,
    vat_rate_bp integer not null,
    unique (credit_note_id, position)
  )`.execute(db);
  await creditNoteLinesFromAmounts(db);
  await sql`create table credit_note_documents (
    credit_note_id integer primary key references credit_notes (id) on delete cascade,
    pdf bytea not null,
    sha256 text not null,
    generated_at timestamptz not null default now(),
    generated_by integer references staff_users (id) on delete set null
  )`.execute(db);
  await sql`alter table invoice_documents add column sha256 text, add column format text`.execute(db);
  await sql`create table seller_versions (
    digest text primary key,
    identity jsonb not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`update invoice_documents set sha256 = encode(sha256(pdf), 'hex'),
    format = case when billing->>'legal' is null then 'pdf' else 'facturx' end`.execute(db);
}


/**
 * Credit notes written with an amount only (before this migration, or by the seed's bulk
 * insert): their total excluding VAT and one line, from the rate of the invoice they correct.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function creditNoteLinesFromAmounts(db: Kysely<any>): Promise<void> {
  await sql`with rate as (
      select cn.id, coalesce((select il.vat_rate_bp from invoice_lines il where il.invoice_id = cn.invoice_id
        order by il.position limit 1), 0) as bp
      from credit_notes cn)
    update credit_notes cn set amount_excl_vat = round(cn.amount * 10000.0 / (10000 + rate.bp))::int
    from rate where rate.id = cn.id and cn.amount_excl_vat is null`.execute(db);
  await sql`insert into credit_note_lines (credit_note_id, position, label, quantity, unit_amount, amount, vat_category, vat_rate_bp)
    select cn.id, 1, cn.comment, 1, cn.amount_excl_vat, cn.amount_excl_vat,
      case when cn.amount = cn.amount_excl_vat then 'Z' else 'S' end,
      coalesce((select il.vat_rate_bp from invoice_lines il where il.invoice_id = cn.invoice_id order by il.position limit 1), 0)
    from credit_notes cn where not exists (select 1 from credit_note_lines l where l.credit_note_id = cn.id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table seller_versions`.execute(db);
  await sql`alter table invoice_documents drop column sha256, drop column format`.execute(db);
  await sql`drop table credit_note_documents`.execute(db);
  await sql`drop table credit_note_lines`.execute(db);
  await sql`alter table credit_notes drop column amount_excl_vat, drop column issued_identity`.execute(db);
}
