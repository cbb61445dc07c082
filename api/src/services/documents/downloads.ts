/**
 * The PDF downloads of invoices and credit notes: the stored document, or, for one not stored
 * yet (issued before the invoicing run stored its documents, or a run stopped in between), the
 * document made and stored now in its own transaction, then kept.
 */
import type { Database } from '../../db/database';
import { requireClientCreditNote } from '../../repositories/documents/creditNotes';
import {
  requireClientOfInvoiceNumber,
  requireInvoiceIdOfClient,
  storedInvoiceDocumentBytes,
} from '../../repositories/documents/invoiceDocument';
import { iso } from '../../repositories/rowValues';
import { storeCreditNoteDocument } from './creditNoteDocument';
import { storeInvoiceDocument } from './invoiceDocument';

const pdfAnswer = (fileName: string, pdf: Buffer, generatedAt: Date | string) => ({
  fileName,
  contentType: 'application/pdf' as const,
  content: pdf.toString('base64'),
  generatedAt: iso(generatedAt),
});

/** GET clients/getInvoicePdf: a client's invoice's PDF by number. */
export async function invoicePdf(db: Database, clientId: number, invoiceNumber: string) {
  const invoiceId = await requireInvoiceIdOfClient(db, clientId, invoiceNumber);
  const stored = await storedInvoiceDocumentBytes(db, invoiceId);
  const doc = stored
    ? { pdf: Buffer.from(stored.pdf), generatedAt: stored.generated_at }
    : await db.transaction().execute((tx) => storeInvoiceDocument(tx, invoiceId, null));
  return pdfAnswer(`${invoiceNumber}.pdf`, doc.pdf, doc.generatedAt);
}

/** GET finance/billing/getInvoicePdf: an invoice's PDF by number alone. */
export async function billingInvoicePdf(db: Database, invoiceNumber: string) {
  return invoicePdf(db, await requireClientOfInvoiceNumber(db, invoiceNumber), invoiceNumber);
}

/** GET clients/getCreditNotePdf: a client's credit note's PDF by number. */
export async function creditNotePdf(db: Database, clientId: number, number: string) {
  const cn = await requireClientCreditNote(db, clientId, number);
  const made = cn.pdf ? null : await db.transaction().execute((tx) => storeCreditNoteDocument(tx, cn.id, null));
  const pdf = made ? made.pdf : Buffer.from(cn.pdf!);
  const generatedAt = made ? new Date() : cn.generated_at;
  return pdfAnswer(`${number}.pdf`, pdf, generatedAt ?? new Date());
}
