/**
 * What a credit note against an invoice reads and writes beside the note itself
 * (documents/creditNotes.ts): the invoice's balance, its business unit, and the invoice marked
 * paid once nothing remains due (services/invoices/creditNote.ts holds the rules). The note's own
 * insert and its triggers are in documents/creditNotes.ts.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_update: recount client_receivables of the client
 * - invoices → invoices_reminders_due_update: recount the client's next reminder date (client_reminders_due)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';

/** What was credited and paid on an invoice so far, in cents. */
export async function invoiceBalance(tx: Executor, invoiceId: number) {
  const { credited, paid } = await tx
    .selectFrom('invoices as i')
    .select([sql<string>`i.credited`.as('credited'), sql<string>`i.paid`.as('paid')])
    .where('i.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return { credited: Number(credited), paid: Number(paid) };
}

/** The business unit a body's `businessUnit` names; 404 naming the field. */
export async function requireBusinessUnit(tx: Executor, businessUnitId: number) {
  const unit = await tx
    .selectFrom('business_units')
    .select(['id', 'name'])
    .where('id', '=', businessUnitId)
    .executeTakeFirst();
  if (!unit) throw notFoundField('businessUnit', `No such business unit: ${businessUnitId}`);
  return unit;
}

export async function markInvoicePaid(tx: Executor, invoiceId: number) {
  await tx
    .updateTable('invoices')
    .set({ status: 'paid', version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', invoiceId)
    .execute();
}
