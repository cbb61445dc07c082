/**
 * A credit note's legal document: the Factur-X PDF (type 381) made from what was frozen at its
 * issue (buyer, seller version), its totals checked against the note's, stored once with its
 * SHA-256 and the admin event naming it. The SQL is in repositories/documents/creditNotes.ts.
 */
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import type { CreditNoteLine } from '../../domain/creditNoteLines';
import { creditLinesOfShares } from '../../domain/creditNoteLines';
import type { LegalDocument, LegalLanguage } from '../../domain/facturx';
import { facturXOnThreads } from '../../domain/facturx/threads';
import { creditNoteDocumentRow, insertCreditNoteDocument, invoiceVatGroups } from '../../repositories/documents/creditNotes';
import { identityOf, parseIdentity, sellerOfDigest } from '../../repositories/documents/identity';
import { sha256Of } from '../../repositories/documents/stored';
import { recordDocumentStored } from '../../repositories/events/documentEvents';
import { readSeller, sellerProblems } from '../../repositories/seller';
import { linesAndMentions } from './invoiceLegal';

/** The lines of a credit note of `amount` (VAT included) against an invoice, over its VAT rates. */
export async function creditLinesOfAmount(tx: Executor, invoiceId: number, amount: number, label: string): Promise<CreditNoteLine[]> {
  return creditLinesOfShares(await invoiceVatGroups(tx, invoiceId), amount, label);
}

const deductionText = (invoice: string, language: LegalLanguage) =>
  language === 'fr'
    ? `Avoir à déduire du montant dû sur la facture ${invoice}.`
    : `To be deducted from the amount due on invoice ${invoice}.`;

/** What a credit note's document is made from, read before rendering. */
export interface PreparedCreditNoteDocument {
  creditNoteId: number;
  doc: LegalDocument;
  amount: number;
  amountExclVat: number;
}

/**
 * The credit note as a legal document, from what was frozen at its issue (a note made before
 * identities were kept: the client of now); 409 while the seller identity is incomplete.
 */
export async function prepareCreditNoteDocument(db: Executor, creditNoteId: number): Promise<PreparedCreditNoteDocument> {
  const cn = await creditNoteDocumentRow(db, creditNoteId);
  const issued = parseIdentity(cn.issued_identity) ?? identityOf(cn);
  const buyer = issued.buyer ?? identityOf(cn).buyer!;
  const seller = (issued.sellerDigest ? await sellerOfDigest(db, issued.sellerDigest) : null) ?? (await readSeller(db));
  const problems = sellerProblems(seller);
  if (!seller || problems.length > 0)
    throw conflict(`No credit note document while the seller identity is incomplete: ${problems.join('; ')}`);
  const language = issued.language ?? 'fr';
  const doc: LegalDocument = {
    kind: 'creditNote',
    number: cn.number,
    issueDate: cn.issued_on,
    dueDate: cn.issued_on,
    period: {
      start: cn.period_start ?? cn.invoice_issued_on,
      end: cn.period_end ?? cn.period_start ?? cn.invoice_issued_on,
    },
    currency: 'EUR',
    language,
    seller,
    buyer,
    poNumber: null,
    precedingInvoice: { number: cn.invoice_number, issueDate: cn.invoice_issued_on },
    ...linesAndMentions(cn.lines, deductionText(cn.invoice_number, language), seller.latePaymentRateBp),
  };
  return { creditNoteId, doc, amount: cn.amount, amountExclVat: cn.amount_excl_vat };
}

/** The Factur-X bytes (on a worker thread), its totals checked against the credit note's. */
export async function renderCreditNoteDocument(p: PreparedCreditNoteDocument): Promise<Buffer> {
  const fx = await facturXOnThreads(p.doc);
  if (fx.totals.taxExclusiveCents !== p.amountExclVat || fx.totals.taxInclusiveCents !== p.amount)
    throw new Error(
      `${p.doc.number}: the document's totals (${fx.totals.taxExclusiveCents}, ${fx.totals.taxInclusiveCents}) differ from the credit note's (${p.amountExclVat}, ${p.amount})`,
    );
  return fx.pdf;
}

/**
 * Stores a credit note's document with its SHA-256, once: the same data give the same bytes,
 * so a second store changes nothing (and writes no second admin event).
 */
export async function saveCreditNoteDocument(tx: Executor, p: PreparedCreditNoteDocument, pdf: Buffer, userId: number | null) {
  const sha256 = sha256Of(pdf);
  const storedAt = await insertCreditNoteDocument(tx, { creditNoteId: p.creditNoteId, pdf, sha256, userId });
  if (storedAt)
    await recordDocumentStored(tx, { kind: 'credit_note', id: p.creditNoteId, number: p.doc.number, sha256, format: 'facturx', userId, replaces: null });
  return { pdf, sha256 };
}

/** Makes the credit note's Factur-X PDF and stores it, in the caller's transaction. */
export async function storeCreditNoteDocument(tx: Executor, creditNoteId: number, userId: number | null) {
  const prepared = await prepareCreditNoteDocument(tx, creditNoteId);
  return saveCreditNoteDocument(tx, prepared, await renderCreditNoteDocument(prepared), userId);
}
