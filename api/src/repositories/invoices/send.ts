/**
 * What sending an invoice reads and writes (services/invoices/sendInvoice.ts): its recipients,
 * the facts its mail states, and its mark as sent.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_update: recount client_receivables of the client
 * - invoices → invoices_reminders_due_update: recount the client's next reminder date (client_reminders_due)
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { InvoiceStatus } from '../../db/schema/money';

/** To: the billing contact; Cc: the other contacts with clientEmailCc (with an email). */
export async function invoiceRecipients(db: Executor, clientId: number) {
  const client = await db
    .selectFrom('clients')
    .select(['billing_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('client_contacts')
    .select(['id', 'email', 'client_email_cc'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  const billing = contacts.find((c) => c.id === client.billing_contact_id);
  const to = billing?.email ? [billing.email] : [];
  const cc = contacts
    .filter(
      (c) => c.client_email_cc && c.email && c.id !== client.billing_contact_id && !to.includes(c.email),
    )
    .map((c) => c.email as string);
  return { to, cc: [...new Set(cc)] };
}

/**
 * The amount, due date and PO number an invoice's mail states, and the language of the document
 * it carries: the client's as frozen at issue (its invoicing language of now for an invoice
 * issued before that was kept).
 */
export function invoiceMailFacts(db: Executor, invoiceId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .select([
      'i.amount',
      'i.due_on',
      'i.po_number',
      sql<string>`coalesce(i.issued_identity->>'language', c.invoice_language)`.as('language'),
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
}

/** Marks the invoice sent now (an `issued` one becomes `sent`). */
export async function markInvoiceSent(tx: Executor, invoice: { id: number; status: InvoiceStatus }) {
  await tx
    .updateTable('invoices')
    .set({
      sent_at: new Date(),
      status: invoice.status === 'issued' ? 'sent' : invoice.status,
      version: sql`version + 1`,
      updated_at: new Date(),
    })
    .where('id', '=', invoice.id)
    .execute();
}
