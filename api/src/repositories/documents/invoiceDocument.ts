/**
 * The invoice's document (migrations 0005, 0067): the Factur-X PDF made from the data frozen at
 * issue, stored with its SHA-256; made by the invoicing run, or at the first download or send of
 * an invoice issued otherwise. Invoices issued before the seller identity was complete keep the
 * older pdfkit document. The SQL only: services/documents/invoiceDocument.ts makes and stores it.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_update: fires on setting pdf_generated_at; recounts nothing
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import type { InvoicePdfData } from '../../domain/invoicePdf';
import type { LegalBuyer, LegalLanguage } from '../../domain/facturx';
import { IDENTITY_COLUMNS, identityOf, parseIdentity, type IssuedIdentity } from './identity';

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

/** An invoice's stored document: what it was made from, its fingerprint and format. */
export async function storedInvoiceDocumentFacts(db: Executor, invoiceId: number) {
  return withDocuments(db)
    .selectFrom('invoice_documents')
    .select(['billing', 'sha256', 'format'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/** An invoice's stored document's bytes and when they were made. */
export async function storedInvoiceDocumentBytes(db: Executor, invoiceId: number) {
  return withDocuments(db)
    .selectFrom('invoice_documents')
    .select(['pdf', 'generated_at'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/** Stores an invoice's document (replacing any older one) and dates it on the invoice. */
export async function writeInvoiceDocument(
  tx: Executor,
  d: { invoiceId: number; pdf: Buffer; sha256: string; format: 'facturx' | 'pdf'; billing: string; userId: number | null; at: Date },
) {
  const values = { pdf: d.pdf, sha256: d.sha256, format: d.format, billing: d.billing, generated_at: d.at, generated_by: d.userId };
  await withDocuments(tx)
    .insertInto('invoice_documents')
    .values({ invoice_id: d.invoiceId, ...values })
    .onConflict((oc) => oc.column('invoice_id').doUpdateSet(values))
    .execute();
  await tx.updateTable('invoices').set({ pdf_generated_at: d.at }).where('id', '=', d.invoiceId).execute();
}

/** The id of a client's invoice by number; 404 on `invoiceNumber`. */
export async function requireInvoiceIdOfClient(db: Executor, clientId: number, invoiceNumber: string) {
  const inv = await db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', '=', invoiceNumber)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!inv) throw notFoundField('invoiceNumber', `No invoice ${invoiceNumber} for client ${clientId}`);
  return inv.id;
}

/** The client of an invoice by number; 404 when there is none. */
export async function requireClientOfInvoiceNumber(db: Executor, invoiceNumber: string) {
  const inv = await db.selectFrom('invoices').select(['client_id']).where('invoice_number', '=', invoiceNumber).executeTakeFirst();
  if (!inv) throw notFound(`No such invoice: ${invoiceNumber}`);
  return inv.client_id;
}
