import { sql } from 'kysely';
import type { SeedContext } from './context';
import { firstOfMonth } from '../../domain/dates';

/**
 * The invoicing run's starting point (docs/product.md#invoicing-run): the seeded invoices stand
 * for the months before the last complete one, so their shifts are marked billed (a mark without
 * an invoice line: billed outside the run). The last complete month and the current one are
 * left to bill, so the run's preview of last month shows what a real month close would.
 */
export async function seedBilling(ctx: SeedContext): Promise<void> {
  const before = firstOfMonth(ctx.today, 1);
  await sql`insert into shift_billings (shift_id, client_id, invoice_line_id, amount)
    select id, client_id, null, null from shifts where date < ${before}::date`.execute(ctx.db);
}
