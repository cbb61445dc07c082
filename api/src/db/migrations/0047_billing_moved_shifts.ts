import { sql, type Kysely } from 'kysely';

/**
 * A billed shift moved to another client (docs/product.md#invoicing-run).
 *
 * The late change of a billed shift now keeps what it is about: the client that billed the
 * shift, the invoice line and the amount billed, copied from `shift_billings` when the change
 * is queued. The new client can then take the shift's `shift_billings` row over (its own line,
 * still one live line per shift) before or after the first client's credit note, and the
 * first client's late change still knows what to credit. The queue's key becomes (shift,
 * client): a shift moved from A to B and changed again once B billed it waits once for each.
 */
const STATEMENTS = [
  `alter table billing_late_changes add column invoice_line_id integer, add column billed integer`,
  `update billing_late_changes lc set invoice_line_id = b.invoice_line_id, billed = coalesce(b.amount, 0)
   from shift_billings b where b.shift_id = lc.shift_id`,
  `alter table billing_late_changes drop constraint billing_late_changes_pkey`,
  `alter table billing_late_changes add primary key (shift_id, client_id)`,
  `create or replace function billing_queue_late_change(p_shift integer) returns void language plpgsql as $$
   begin
     insert into billing_late_changes (shift_id, client_id, invoice_line_id, billed)
     select b.shift_id, b.client_id, b.invoice_line_id, coalesce(b.amount, 0) from shift_billings b
     where b.shift_id = p_shift and b.invoice_line_id is not null
     on conflict (shift_id, client_id) do nothing;
   end $$`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const s of STATEMENTS) await sql.raw(s).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const s of [
    `create or replace function billing_queue_late_change(p_shift integer) returns void language plpgsql as $$
     begin
       insert into billing_late_changes (shift_id, client_id)
       select b.shift_id, b.client_id from shift_billings b
       where b.shift_id = p_shift and b.invoice_line_id is not null
       on conflict (shift_id) do nothing;
     end $$`,
    `delete from billing_late_changes a using billing_late_changes b
     where a.shift_id = b.shift_id and a.client_id > b.client_id`,
    `alter table billing_late_changes drop constraint billing_late_changes_pkey`,
    `alter table billing_late_changes add primary key (shift_id)`,
    `alter table billing_late_changes drop column invoice_line_id, drop column billed`,
  ])
    await sql.raw(s).execute(db);
}
