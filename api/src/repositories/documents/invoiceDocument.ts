/**
 * The invoice's document (migrations 0005, 0067): the Factur-X PDF made from the data frozen at
 * issue, stored with its SHA-256; made by the invoicing run, or at the first download or send of
 * an invoice issued otherwise. Invoices issued before the seller identity was complete keep the
 * older pdfkit document. The SQL only: services/documents/invoiceDocument.ts makes and stores it,
 * from the snapshot services/documents/invoiceSnapshot.ts makes of the rows read here.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_update: fires on setting pdf_generated_at; recounts nothing
 * - invoices → invoices_reminders_due_update: fires on setting pdf_generated_at; recounts nothing
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import { IDENTITY_COLUMNS, type IssuedIdentity } from './identity';

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
 * What an invoice's document is made from, as stored: the invoice with its buyer frozen at issue
 * (`issued_identity`, null before it was kept) and the client's identity of now beside it, its
 * lines and its credit notes. services/documents/invoiceSnapshot.ts makes the snapshot of them.
 */
export async function invoiceSnapshotRows(db: Executor, invoiceId: number) {
  const invoice = await db
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
  if (!invoice) throw notFound(`No such invoice: ${invoiceId}`);
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
  return { invoice, lines, notes };
}

export type InvoiceSnapshotRows = Awaited<ReturnType<typeof invoiceSnapshotRows>>;

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
