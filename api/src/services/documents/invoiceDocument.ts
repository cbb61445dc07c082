/**
 * An invoice's document: the Factur-X PDF made from the data frozen at issue, rendered on the
 * worker threads, its totals checked against the invoice's, stored with its SHA-256 and the admin
 * event naming it. Invoices issued before the seller identity was complete keep the older pdfkit
 * document. Once stored, a Factur-X document is the legal document and is never made again.
 */
import type { Executor } from '../../db/executor';
import { renderInvoicePdf, type InvoicePdfData } from '../../domain/invoicePdf';
import type { LegalDocument } from '../../domain/facturx';
import { facturXOnThreads } from '../../domain/facturx/threads';
import { sellerOfDigest } from '../../repositories/documents/identity';
import {
  storedInvoiceDocumentBytes,
  storedInvoiceDocumentFacts,
  writeInvoiceDocument,
} from '../../repositories/documents/invoiceDocument';
import { sha256Of } from '../../repositories/documents/stored';
import { recordDocumentStored } from '../../repositories/events/documentEvents';
import { readSeller, sellerProblems } from '../../repositories/seller';
import { frozenIdentities, legalDocumentOf, storedLegal } from './invoiceLegal';
import { invoiceSnapshot } from './invoiceSnapshot';

/** What an invoice's document is made from, read before rendering (outside any lock). */
export interface PreparedInvoiceDocument {
  invoiceId: number;
  billing: InvoicePdfData;
  /** The legal document; null while no complete seller is known (the older PDF then). */
  legal: LegalDocument | null;
  /** The SHA-256 of the document stored now, if any. */
  storedSha256: string | null;
}

/**
 * The data of the invoice's document: its buyer, language and payment term as frozen at issue,
 * its seller the version in force at issue (for an invoice issued before that was kept: the
 * seller of its first PDF, or of now for a first one). The PO number is the invoice's own.
 */
export async function prepareInvoiceDocument(db: Executor, invoiceId: number): Promise<PreparedInvoiceDocument> {
  const stored = await storedInvoiceDocumentFacts(db, invoiceId);
  const snap = await invoiceSnapshot(db, invoiceId);
  const billing = frozenIdentities(snap.billing, stored?.billing);
  const first = storedLegal(stored?.billing);
  const digest = snap.issued.sellerDigest;
  const seller = first?.seller ?? (digest ? await sellerOfDigest(db, digest) : null) ?? (await readSeller(db));
  // No complete seller (data from before the seller identity, or tests that set none): the
  // old pdfkit document, which names no seller. Issuing itself refuses an incomplete seller.
  const legal = seller && sellerProblems(seller).length === 0 ? legalDocumentOf(snap, seller, first) : null;
  return { invoiceId, billing, legal, storedSha256: stored?.sha256 ?? null };
}

/** The document's bytes (Factur-X on a worker thread), its totals checked against the invoice's. */
export async function renderInvoiceDocument(p: PreparedInvoiceDocument): Promise<Buffer> {
  if (!p.legal) return renderInvoicePdf(p.billing);
  const fx = await facturXOnThreads(p.legal);
  // The engine and issueInvoice compute by the same rule (BR-CO-17, per rate on the lines' sum).
  if (fx.totals.taxExclusiveCents !== p.billing.amountExclVat || fx.totals.taxInclusiveCents !== p.billing.amount)
    throw new Error(
      `${p.billing.invoiceNumber}: the document's totals (${fx.totals.taxExclusiveCents} excl. VAT, ${fx.totals.taxInclusiveCents} incl. VAT) differ from the invoice's (${p.billing.amountExclVat}, ${p.billing.amount})`,
    );
  return fx.pdf;
}

/** Stores a rendered document with its SHA-256 (replacing any older one), and its admin event. */
export async function saveInvoiceDocument(tx: Executor, p: PreparedInvoiceDocument, pdf: Buffer, userId: number | null) {
  const sha256 = sha256Of(pdf);
  const now = new Date();
  const format = p.legal ? ('facturx' as const) : ('pdf' as const);
  const billing = JSON.stringify({ ...p.billing, legal: p.legal });
  await writeInvoiceDocument(tx, { invoiceId: p.invoiceId, pdf, sha256, format, billing, userId, at: now });
  await recordDocumentStored(tx, {
    kind: 'invoice',
    id: p.invoiceId,
    number: p.billing.invoiceNumber,
    sha256,
    format,
    userId,
    replaces: p.storedSha256,
  });
  return { pdf, generatedAt: now, sha256 };
}

/** Makes the invoice's document and stores it, in the caller's transaction. */
export async function storeInvoiceDocument(tx: Executor, invoiceId: number, userId: number | null) {
  const prepared = await prepareInvoiceDocument(tx, invoiceId);
  return saveInvoiceDocument(tx, prepared, await renderInvoiceDocument(prepared), userId);
}

/**
 * Regenerating: an invoice's Factur-X document, once stored, is the legal document and is never
 * made again (a correction is a credit note and a new invoice); an invoice without one, or with
 * the older PDF, gets its document made and stored now. Says whether the stored one was kept.
 */
export async function regenerateInvoiceDocument(tx: Executor, invoiceId: number, userId: number | null) {
  const stored = await storedInvoiceDocumentFacts(tx, invoiceId);
  if (stored?.format === 'facturx' && stored.sha256) return { kept: true, sha256: stored.sha256 };
  const made = await storeInvoiceDocument(tx, invoiceId, userId);
  return { kept: false, sha256: made.sha256 };
}

/** The stored bytes of an invoice's document, made and stored now (caller's transaction) when it has none yet. */
export async function invoiceDocumentBytes(tx: Executor, invoiceId: number, userId: number | null): Promise<Buffer> {
  const stored = await storedInvoiceDocumentBytes(tx, invoiceId);
  return stored ? Buffer.from(stored.pdf) : (await storeInvoiceDocument(tx, invoiceId, userId)).pdf;
}
