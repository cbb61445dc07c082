/**
 * Issuing an invoice (docs/product.md#invoices): its rows (repositories/invoices/issue.ts) and,
 * when a person issues it, its line on the client's timeline.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { euros } from '../../domain/invoicePdf';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { insertInvoice, type NewInvoice } from '../../repositories/invoices/issue';
import { freezeSeller } from '../documents/sellerVersion';

/** An invoice to issue; `sellerDigest` omitted: the seller identity in force is frozen for it. */
export type InvoiceToIssue = Omit<NewInvoice, 'sellerDigest'> & { sellerDigest?: string | null };

/** Issues an invoice in the caller's transaction; `userId` null: no timeline line (seeds, imports). */
export async function issueInvoice(tx: Executor, userId: number | null, invoice: InvoiceToIssue) {
  const sellerDigest = invoice.sellerDigest !== undefined ? invoice.sellerDigest : await freezeSeller(tx);
  const issued = await insertInvoice(tx, { ...invoice, sellerDigest });
  if (userId !== null)
    await recordClientChange(tx, {
      clientId: invoice.clientId,
      businessCode: issued.businessCode,
      userId,
      kind: 'invoice',
      action: 'clients.createInvoice',
      summary: `Invoice ${issued.invoice_number} issued: ${euros(issued.amount)}`,
      data: { event: 'issued', invoiceNumber: issued.invoice_number, amountCents: issued.amount },
    });
  return issued;
}

/** Issues an invoice in its own transaction (numbers without gaps, also when many run at once). */
export function createInvoice(db: Database, userId: number | null, invoice: InvoiceToIssue) {
  return db.transaction().execute((tx) => issueInvoice(tx, userId, invoice));
}
