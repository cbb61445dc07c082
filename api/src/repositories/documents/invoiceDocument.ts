/**
 * The invoice's document (migrations 0005, 0067): the Factur-X PDF made from the data frozen at
 * issue, stored with its SHA-256; made by the invoicing run, or at the first download or send of
 * an invoice issued otherwise. Invoices issued before the seller identity was complete keep the
 * older pdfkit document.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_update: fires on setting pdf_generated_at; recounts nothing
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import { renderInvoicePdf, type InvoicePdfData } from '../../domain/invoicePdf';
import { type LegalBuyer, type LegalDocument, type LegalLanguage, type VatCategory } from '../../domain/facturx';
import { facturXOnThreads } from '../../domain/facturx/threads';
import type { SellerIdentity } from '../../domain/seller';
import { iso } from '../rowValues';
import { readSeller, sellerProblems } from '../seller';
import {
  IDENTITY_COLUMNS,
  identityOf,
  parseIdentity,
  paymentTermsText,
  sellerOfDigest,
  type IssuedIdentity,
} from './identity';
import { sha256Of } from './stored';
import { recordDocumentStored } from '../events/documentEvents';

interface InvoiceDocumentsTable {
  invoice_id: number;
  pdf: Buffer;
  billing: unknown;
  sha256: string | null;
  format: 'facturx' | 'pdf' | null;
  generated_at: Date;
  generated_by: number | null;
}

/** The table of migration 0005, which db/schema does not type. */
function withDocuments(db: Executor) {
  return db as unknown as Kysely<DB & { invoice_documents: InvoiceDocumentsTable }>;
}

/**
 * The billing data of an invoice: the buyer as it was at issue (kept with the invoice; for an
 * invoice issued before that was kept, the client's data of now), its lines and credit notes.
 */
export async function billingSnapshot(db: Executor, invoiceId: number): Promise<InvoicePdfData> {
  return (await invoiceSnapshot(db, invoiceId)).billing;
}

/** An invoice's data as issued: its old-PDF billing data and what its legal document needs. */
export interface InvoiceSnapshot {
  billing: InvoicePdfData;
  /** The buyer's side, as frozen at issue (or of now for an invoice issued before that was kept). */
  issued: IssuedIdentity & { buyer: LegalBuyer; language: LegalLanguage; paymentTermDays: number };
  lines: { label: string; quantity: number; unit_amount: number; vat_category: string; vat_rate_bp: number }[];
}

export async function invoiceSnapshot(db: Executor, invoiceId: number): Promise<InvoiceSnapshot> {
  const inv = await db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .leftJoin('business_units as bu', 'bu.id', 'i.business_unit_id')
    .select([
      sql<IssuedIdentity | string | null>`i.issued_identity`.as('issued_identity'),
      'i.id',
      'i.invoice_number',
      'i.issued_on',
      'i.due_on',
      'i.period_start',
      'i.period_end',
      'i.po_number',
      'i.amount',
      'i.amount_excl_vat',
      ...IDENTITY_COLUMNS,
      'c.vat_rate_bp',
      'bu.name as business_unit',
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!inv) throw notFound(`No such invoice: ${invoiceId}`);
  const [lines, notes] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .select(['label', 'quantity', 'unit_amount', 'amount', 'vat_category', 'vat_rate_bp'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['number', 'amount', 'issued_on'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute(),
  ]);
  const frozen = parseIdentity(inv.issued_identity);
  const now = identityOf(inv);
  const buyerSide = frozen ?? now;
  // An invoice issued before the raw buyer fields were kept: its frozen names, today's address.
  const issued = {
    ...buyerSide,
    buyer: buyerSide.buyer ?? {
      ...now.buyer!,
      name: buyerSide.client.name,
      legalName: buyerSide.client.legalName ?? buyerSide.client.name,
      vatNumber: buyerSide.client.vatNumber,
      businessCode: buyerSide.client.businessCode,
    },
    language: buyerSide.language ?? 'fr',
    paymentTermDays: buyerSide.paymentTermDays ?? inv.payment_term_days,
  };
  const { buyer: _b, language: _l, paymentTermDays: _p, sellerDigest: _s, ...shown } = buyerSide;
  const billing: InvoicePdfData = {
    ...shown,
    invoiceNumber: inv.invoice_number,
    issuedOn: inv.issued_on,
    dueOn: inv.due_on,
    periodStart: inv.period_start,
    periodEnd: inv.period_end,
    poNumber: inv.po_number,
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitAmount: l.unit_amount,
      amount: l.amount,
    })),
    amountExclVat: inv.amount_excl_vat,
    // The rate its lines were issued with (the client's rate may have changed since).
    vatRateBp: lines[0]?.vat_rate_bp ?? inv.vat_rate_bp,
    vatAmount: inv.amount - inv.amount_excl_vat,
    amount: inv.amount,
    creditNotes: notes.map((n) => ({ number: n.number, amount: n.amount, issuedOn: n.issued_on })),
  };
  return { billing, issued, lines };
}

/**
 * The invoice as a legal document (Factur-X, EN 16931). Buyer, language and mentions come from
 * the document first stored when there is one (`first`), else from what was frozen at issue;
 * `seller` is the one storePdf chose. The PO number is the invoice's own (it may be set after issue).
 */
function legalDocumentOf(
  snap: InvoiceSnapshot,
  seller: SellerIdentity,
  first: Pick<LegalDocument, 'seller' | 'buyer' | 'language' | 'paymentTerms' | 'latePaymentRateBp'> | null,
): LegalDocument {
  const b = snap.billing;
  const language = first?.language ?? snap.issued.language;
  return {
    kind: 'invoice',
    number: b.invoiceNumber,
    issueDate: b.issuedOn,
    dueDate: b.dueOn,
    period: { start: b.periodStart ?? b.issuedOn, end: b.periodEnd ?? b.periodStart ?? b.issuedOn },
    currency: 'EUR',
    language,
    seller: first?.seller ?? seller,
    buyer: first?.buyer ?? snap.issued.buyer,
    poNumber: b.poNumber,
    precedingInvoice: null,
    lines: snap.lines.map((l) => ({
      description: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unit_amount,
      vatCategory: l.vat_category as VatCategory,
      vatRateBp: l.vat_rate_bp,
    })),
    paymentTerms: first?.paymentTerms ?? paymentTermsText(snap.issued.paymentTermDays, language),
    latePaymentRateBp: first?.latePaymentRateBp ?? seller.latePaymentRateBp,
    recoveryIndemnityCents: 4000,
    // producedAt omitted: midnight UTC of the issue date, so the same invoice gives the same bytes.
  };
}

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
  const stored = await withDocuments(db)
    .selectFrom('invoice_documents')
    .select(['billing', 'sha256'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
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
  // The engine and insertInvoice compute by the same rule (BR-CO-17, per rate on the lines' sum).
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
  const values = { pdf, sha256, format, billing: JSON.stringify({ ...p.billing, legal: p.legal }), generated_at: now, generated_by: userId };
  await withDocuments(tx)
    .insertInto('invoice_documents')
    .values({ invoice_id: p.invoiceId, ...values })
    .onConflict((oc) => oc.column('invoice_id').doUpdateSet(values))
    .execute();
  await tx.updateTable('invoices').set({ pdf_generated_at: now }).where('id', '=', p.invoiceId).execute();
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
export async function storePdf(tx: Executor, invoiceId: number, userId: number | null) {
  const prepared = await prepareInvoiceDocument(tx, invoiceId);
  return saveInvoiceDocument(tx, prepared, await renderInvoiceDocument(prepared), userId);
}

/**
 * Regenerating: an invoice's Factur-X document, once stored, is the legal document and is never
 * made again (a correction is a credit note and a new invoice); an invoice without one, or with
 * the older PDF, gets its document made and stored now. Says whether the stored one was kept.
 */
export async function regenerateInvoiceDocument(tx: Executor, invoiceId: number, userId: number | null) {
  const stored = await withDocuments(tx)
    .selectFrom('invoice_documents')
    .select(['format', 'sha256'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  if (stored?.format === 'facturx' && stored.sha256) return { kept: true, sha256: stored.sha256 };
  const made = await storePdf(tx, invoiceId, userId);
  return { kept: false, sha256: made.sha256 };
}

/** The stored bytes of an invoice's document, made and stored now when it has none yet. */
export async function invoiceDocumentBytes(tx: Executor, invoiceId: number, userId: number | null): Promise<Buffer> {
  const stored = await withDocuments(tx)
    .selectFrom('invoice_documents')
    .select('pdf')
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return stored ? Buffer.from(stored.pdf) : (await storePdf(tx, invoiceId, userId)).pdf;
}

/** The legal document of the first stored PDF, if it was one. */
function storedLegal(first: unknown): LegalDocument | null {
  const was = (typeof first === 'string' ? JSON.parse(first) : first) as { legal?: LegalDocument | null } | null | undefined;
  return was?.legal ?? null;
}

function frozenIdentities(now: InvoicePdfData, first: unknown): InvoicePdfData {
  const { legal: _legal, ...was } = ((typeof first === 'string' ? JSON.parse(first) : first) ?? {}) as Partial<InvoicePdfData> & { legal?: unknown };
  if (!was.client) return now;
  return {
    ...now,
    client: was.client,
    billingContact: was.billingContact ?? null,
    businessUnit: was.businessUnit ?? null,
    vatRateBp: was.vatRateBp ?? now.vatRateBp,
  };
}

/** The stored PDF, made now if the invoice has none yet. */
export async function invoicePdf(db: Database, clientId: number, invoiceNumber: string) {
  const inv = await db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', '=', invoiceNumber)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!inv) throw notFoundField('invoiceNumber', `No invoice ${invoiceNumber} for client ${clientId}`);
  const stored = await withDocuments(db)
    .selectFrom('invoice_documents')
    .select(['pdf', 'generated_at'])
    .where('invoice_id', '=', inv.id)
    .executeTakeFirst();
  const doc = stored
    ? { pdf: Buffer.from(stored.pdf), generatedAt: stored.generated_at }
    : await db.transaction().execute((tx) => storePdf(tx, inv.id, null));
  return {
    fileName: `${invoiceNumber}.pdf`,
    contentType: 'application/pdf' as const,
    content: doc.pdf.toString('base64'),
    generatedAt: iso(doc.generatedAt),
  };
}
