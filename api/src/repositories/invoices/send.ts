/**
 * Sending an invoice: its stored document attached, in the language it was issued in, to the
 * billing contact with the `clientEmailCc` contacts in copy, queued in the outbox in the same
 * transaction that marks it sent.
 *
 * Database side effects: invoices → invoices_client_receivables_update (api/src/db/schema.sql).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import type { Mailer } from '../../plugins/mailer';
import { recordClientChange } from '../events/clientEvents';
import { invoiceMail, mailLanguage } from '../../domain/mailTexts';
import { invoiceDocumentBytes } from '../documents/invoiceDocument';
import { getInvoiceRow, requireClientInvoice } from './reads';

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

export async function sendInvoice(
  db: Database,
  mailer: Mailer,
  userId: number,
  target: { invoiceNumber: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
) {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const inv = await requireClientInvoice(tx, target.clientId, target.invoiceNumber, true);
    const { to, cc } = await invoiceRecipients(tx, target.clientId);
    if (to.length === 0)
      throw conflict('This client has no billing contact with an email: choose one in Contacts first');
    const pdf = await invoiceDocumentBytes(tx, inv.id, userId);
    // The mail is in the language of the document it carries: the client's as frozen at issue
    // (its invoicing language of now for an invoice issued before that was kept).
    const mailed = await tx
      .selectFrom('invoices as i')
      .innerJoin('clients as c', 'c.id', 'i.client_id')
      .select([
        'i.amount',
        'i.due_on',
        'i.po_number',
        sql<string>`coalesce(i.issued_identity->>'language', c.invoice_language)`.as('language'),
      ])
      .where('i.id', '=', inv.id)
      .executeTakeFirstOrThrow();
    const { subject, text } = invoiceMail(mailLanguage(mailed.language), {
      number: inv.invoice_number,
      amount: mailed.amount,
      dueOn: mailed.due_on,
      poNumber: mailed.po_number,
    });
    const outboxId = await mailer.queue(
      {
        to,
        cc,
        subject,
        text,
        attachments: [
          { filename: `${inv.invoice_number}.pdf`, contentType: 'application/pdf', content: pdf },
        ],
      },
      tx,
    );
    await tx
      .updateTable('invoices')
      .set({
        sent_at: new Date(),
        status: inv.status === 'issued' ? 'sent' : inv.status,
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', inv.id)
      .execute();
    await recordClientChange(tx, {
      clientId: target.clientId,
      businessCode: code,
      userId,
      kind: 'invoice',
      action: 'clients.sendInvoice',
      summary: `${inv.invoice_number} sent to ${to.join(', ')}${cc.length ? ` (cc ${cc.join(', ')})` : ''}`,
    });
    return { invoice: await getInvoiceRow(tx, inv.id), mail: { outboxId, to, cc } };
  });
}
