/**
 * POST clients/sendInvoice: an invoice's stored document attached, in the language it was issued
 * in, to the billing contact with the `clientEmailCc` contacts in copy, queued in the outbox in
 * the same transaction that marks it sent. A step-up first, as the billing run's send: it is a
 * money document mailed in the operator's name.
 */
import type { BodyOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { conflict } from '../../domain/errors';
import type { Mailer } from '../../plugins/mailer';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { invoiceMail, mailLanguage } from '../../domain/mailTexts';
import { invoiceDocumentBytes } from '../documents/invoiceDocument';
import { requireClient } from '../../repositories/clients/detail';
import { getInvoiceRow, requireClientInvoice } from '../../repositories/invoices/reads';
import { invoiceMailFacts, invoiceRecipients, markInvoiceSent } from '../../repositories/invoices/send';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';

type InvoiceOfClient = BodyOut<'clients', 'sendInvoice'>;

export async function sendInvoice(db: Database, mailer: Mailer, who: AuthContext, target: InvoiceOfClient) {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  return mailInvoice(db, mailer, who.user.id, target);
}

/** Sends one invoice in its own transaction, the step-up already checked (the month's send too). */
export async function mailInvoice(db: Database, mailer: Mailer, userId: number, target: InvoiceOfClient) {
  return db.transaction().execute(async (tx) => {
    const { business_code } = await requireClient(tx, target.clientId);
    const inv = await requireClientInvoice(tx, target.clientId, target.invoiceNumber, true);
    const { to, cc } = await invoiceRecipients(tx, target.clientId);
    if (to.length === 0)
      throw conflict('This client has no billing contact with an email: choose one in Contacts first');
    const pdf = await invoiceDocumentBytes(tx, inv.id, userId);
    const mailed = await invoiceMailFacts(tx, inv.id);
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
        attachments: [{ filename: `${inv.invoice_number}.pdf`, contentType: 'application/pdf', content: pdf }],
      },
      tx,
    );
    await markInvoiceSent(tx, inv);
    await recordClientChange(tx, {
      clientId: target.clientId,
      businessCode: business_code,
      userId,
      kind: 'invoice',
      action: 'clients.sendInvoice',
      summary: `${inv.invoice_number} sent to ${to.join(', ')}${cc.length ? ` (cc ${cc.join(', ')})` : ''}`,
      data: { event: 'sent', invoiceNumber: inv.invoice_number, to: to.join(', '), cc: cc.join(', ') },
    });
    return { invoice: await getInvoiceRow(tx, inv.id), mail: { outboxId, to, cc } };
  });
}
