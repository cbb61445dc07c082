/**
 * The rows an issued invoice's changes write (services/invoices/invoiceChanges.ts): its PO
 * number, and its version when its document is made again.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_update: recount client_receivables of the client
 * - invoices → invoices_reminders_due_update: recount the client's next reminder date (client_reminders_due)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/** The invoice `invoiceId` of client `clientId`, locked until the commit; undefined when not there. */
export function lockInvoiceOfClient(tx: Executor, invoiceId: number, clientId: number) {
  return tx
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'po_number', 'version'])
    .where('id', '=', invoiceId)
    .where('client_id', '=', clientId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateInvoicePoNumber(tx: Executor, invoiceId: number, poNumber: string | null) {
  await tx
    .updateTable('invoices')
    .set({ po_number: poNumber, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', invoiceId)
    .execute();
}

/** A new version of the invoice (its document was made again). */
export async function bumpInvoiceVersion(tx: Executor, invoiceId: number) {
  await tx
    .updateTable('invoices')
    .set({ version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', invoiceId)
    .execute();
}
