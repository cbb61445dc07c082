import { sql, type Kysely } from 'kysely';

/**
 * Each invoice line keeps its VAT category (UNTDID 5305: S standard, Z zero rated…) and rate,
 * as EN 16931 wants them; an invoice's VAT is the sum, per rate, of the rate applied once to
 * its lines' total (BR-CO-17). A credit note against a line gives back that line's rate, never
 * one worked back from the invoice's rounded amounts. Lines issued before get the rate their
 * invoice's amounts show (the only one it had: one rate per client).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoice_lines add column vat_category text, add column vat_rate_bp integer`.execute(db);
  await sql`update invoice_lines il set vat_rate_bp = x.bp, vat_category = case when x.bp > 0 then 'S' else 'Z' end
    from (select i.id, case when i.amount_excl_vat > 0
            then round((i.amount - i.amount_excl_vat) * 10000.0 / i.amount_excl_vat)::int else 0 end as bp
          from invoices i) x
    where x.id = il.invoice_id`.execute(db);
  await sql`alter table invoice_lines alter column vat_category set not null, alter column vat_rate_bp set not null,
    add constraint invoice_lines_vat_rate_check check (vat_rate_bp between 0 and 10000),
    add constraint invoice_lines_vat_category_check check (vat_category in ('S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table invoice_lines drop column vat_category, drop column vat_rate_bp`.execute(db);
}
