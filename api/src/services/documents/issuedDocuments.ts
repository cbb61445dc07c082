/**
 * The documents of what an invoicing batch issued, made and stored right after its commit: each
 * invoice's and credit note's Factur-X PDF with its SHA-256 (and the admin event naming it).
 * Their data are read first, then rendered on the worker threads all at once
 * (domain/facturx/threads.ts), then stored in one transaction: no lock is held while PDFs
 * render. A process stopped in between leaves documents to make: the first download or send
 * makes them, from the same frozen data, so with the same bytes.
 */
import type { Database } from '../../db/database';
import {
  prepareCreditNoteDocument,
  renderCreditNoteDocument,
  saveCreditNoteDocument,
  type PreparedCreditNoteDocument,
} from './creditNoteDocument';
import {
  prepareInvoiceDocument,
  renderInvoiceDocument,
  saveInvoiceDocument,
  type PreparedInvoiceDocument,
} from './invoiceDocument';

export interface IssuedDocuments {
  invoiceIds: number[];
  creditNoteIds: number[];
}

/** Makes and stores the documents of what one batch issued, after the batch committed. */
export async function storeIssuedDocuments(db: Database, made: IssuedDocuments, userId: number | null) {
  if (made.invoiceIds.length === 0 && made.creditNoteIds.length === 0) return;
  // Read side by side (a few queries each, on the pool's connections; PGlite queues them).
  const invoices: PreparedInvoiceDocument[] = await Promise.all(made.invoiceIds.map((id) => prepareInvoiceDocument(db, id)));
  const notes: PreparedCreditNoteDocument[] = await Promise.all(made.creditNoteIds.map((id) => prepareCreditNoteDocument(db, id)));
  const [invoicePdfs, notePdfs] = await Promise.all([
    Promise.all(invoices.map((p) => renderInvoiceDocument(p))),
    Promise.all(notes.map((p) => renderCreditNoteDocument(p))),
  ]);
  await db.transaction().execute(async (tx) => {
    for (const [i, p] of invoices.entries()) await saveInvoiceDocument(tx, p, invoicePdfs[i]!, userId);
    for (const [i, p] of notes.entries()) await saveCreditNoteDocument(tx, p, notePdfs[i]!, userId);
  });
}
