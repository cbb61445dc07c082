/**
 * A client's invoices as the contract shows them (docs/product.md#invoices): each with its
 * credit notes, what remains due, and its stored legal document with its SHA-256. The Clients
 * area uses them and the Finance area reuses them.
 */
import type { ResponseOut } from '../areaTypes';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import { isoOrNull } from '../rowValues';

type InvoiceRow = ResponseOut<'clients', 'getClient'>['invoices'][number];
type CreditNoteRow = InvoiceRow['creditNotes'][number];

export function invoicesBase(db: Executor) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('business_units as bu', 'bu.id', 'i.business_unit_id')
    .select([
      'i.id',
      'i.invoice_number',
      'i.client_id',
      'i.po_number',
      'i.issued_on',
      'i.due_on',
      'i.amount',
      'i.amount_excl_vat',
      'i.status',
      'i.business_unit_id',
      'bu.name as business_unit_name',
      'i.comment',
      'i.pdf_generated_at',
      'i.sent_at',
      'i.version',
      // Kept on the invoice by the payment and credit-note writes (migration 0035).
      sql<number>`i.credited`.as('credited'),
      sql<number>`i.paid`.as('paid'),
      sql<InvoiceRow['document']>`(select json_build_object('format', d.format, 'sha256', d.sha256)
        from invoice_documents d where d.invoice_id = i.id and d.sha256 is not null)`.as('document'),
    ]);
}

export type InvoiceBase = Awaited<ReturnType<ReturnType<typeof invoicesBase>['execute']>>[number];

export async function creditNotesOf(db: Executor, invoiceIds: number[]): Promise<Map<number, CreditNoteRow[]>> {
  const byInvoice = new Map<number, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .selectFrom('credit_notes as cn')
    .leftJoin('business_units as bu', 'bu.id', 'cn.business_unit_id')
    .select([
      'cn.id',
      'cn.invoice_id',
      'cn.number',
      'cn.amount',
      'cn.business_unit_id',
      'bu.name',
      'cn.comment',
      'cn.issued_on',
      'cn.amount_excl_vat',
      sql<string | null>`(select cd.sha256 from credit_note_documents cd where cd.credit_note_id = cn.id)`.as('sha256'),
    ])
    .where('cn.invoice_id', 'in', invoiceIds)
    .orderBy('cn.id')
    .execute();
  for (const r of rows) {
    const list = byInvoice.get(r.invoice_id) ?? [];
    list.push({
      creditNoteId: r.id,
      number: r.number,
      amount: r.amount,
      amountExclVat: r.amount_excl_vat ?? r.amount,
      document: r.sha256 ? { format: 'facturx', sha256: r.sha256 } : null,
      businessUnit: r.business_unit_id ? { id: r.business_unit_id, name: r.name ?? '' } : null,
      comment: r.comment,
      issuedOn: r.issued_on,
    });
    byInvoice.set(r.invoice_id, list);
  }
  return byInvoice;
}

export function toInvoiceRow(r: InvoiceBase, notes: CreditNoteRow[]): InvoiceRow {
  const credited = Number(r.credited);
  const paid = Number(r.paid);
  return {
    invoiceId: r.id,
    invoiceNumber: r.invoice_number,
    invoicePONumber: r.po_number,
    issuedOn: r.issued_on,
    dueOn: r.due_on,
    amount: r.amount,
    amountExclVat: r.amount_excl_vat,
    vatAmount: r.amount - r.amount_excl_vat,
    credited,
    paid,
    remaining: Math.max(0, r.amount - credited - paid),
    status: r.status as InvoiceRow['status'],
    businessUnit: r.business_unit_id ? { id: r.business_unit_id, name: r.business_unit_name ?? '' } : null,
    comment: r.comment,
    pdfGeneratedAt: isoOrNull(r.pdf_generated_at),
    document: typeof r.document === 'string' ? JSON.parse(r.document) : (r.document ?? null),
    sentAt: isoOrNull(r.sent_at),
    creditNotes: notes,
    version: r.version,
  };
}

/** A client's invoice as the detail's query writes it in JSON (clientInvoicesJson). */
export interface InvoiceJson extends Omit<InvoiceRow, 'pdfGeneratedAt' | 'sentAt'> {
  pdfGeneratedAt: string | null;
  sentAt: string | null;
}

/**
 * One page of a client's invoices, newest first, as a JSON array for the client's detail query
 * (a sub-select of it): each with its credit notes and what remains due. The page is an index
 * read of invoices_client_issued_idx (client_id, issued_on desc, id desc; migration 0011), so a
 * long history costs no more than a short one. `clientId` is the outer query's client id.
 */
export function clientInvoicesJson(
  clientId: RawBuilder<number>,
  limit: number,
  offset: number,
): RawBuilder<InvoiceJson[]> {
  return sql<InvoiceJson[]>`coalesce((
    select json_agg(json_build_object(
      'invoiceId', i.id, 'invoiceNumber', i.invoice_number, 'invoicePONumber', i.po_number,
      'issuedOn', i.issued_on, 'dueOn', i.due_on, 'amount', i.amount, 'amountExclVat', i.amount_excl_vat,
      'vatAmount', i.amount - i.amount_excl_vat, 'credited', i.credited, 'paid', i.paid,
      'remaining', greatest(0, i.amount - i.credited - i.paid), 'status', i.status,
      'businessUnit', case when i.business_unit_id is null then null else json_build_object('id', i.business_unit_id, 'name', coalesce(bu.name, '')) end,
      'comment', i.comment, 'pdfGeneratedAt', i.pdf_generated_at, 'sentAt', i.sent_at,
      'document', (select json_build_object('format', d.format, 'sha256', d.sha256) from invoice_documents d
        where d.invoice_id = i.id and d.sha256 is not null),
      'creditNotes', coalesce((
        select json_agg(json_build_object(
          'creditNoteId', cn.id, 'number', cn.number, 'amount', cn.amount,
          'amountExclVat', coalesce(cn.amount_excl_vat, cn.amount),
          'document', (select json_build_object('format', 'facturx', 'sha256', cd.sha256) from credit_note_documents cd
            where cd.credit_note_id = cn.id),
          'businessUnit', case when cn.business_unit_id is null then null else json_build_object('id', cn.business_unit_id, 'name', coalesce(cbu.name, '')) end,
          'comment', cn.comment, 'issuedOn', cn.issued_on) order by cn.id)
        from credit_notes cn left join business_units cbu on cbu.id = cn.business_unit_id
        where cn.invoice_id = i.id), '[]'::json),
      'version', i.version) order by i.issued_on desc, i.id desc)
    from (
      select i.*
      from invoices i
      where i.client_id = ${clientId}
      order by i.issued_on desc, i.id desc
      limit ${limit} offset ${offset}
    ) i
    left join business_units bu on bu.id = i.business_unit_id
  ), '[]'::json)`;
}

/** An invoice of clientInvoicesJson as the contract shows it (its times in ISO form). */
export const invoiceFromJson = (i: InvoiceJson): InvoiceRow => ({
  ...i,
  pdfGeneratedAt: isoOrNull(i.pdfGeneratedAt),
  sentAt: isoOrNull(i.sentAt),
});

export async function getInvoiceRow(db: Executor, invoiceId: number): Promise<InvoiceRow> {
  const r = await invoicesBase(db).where('i.id', '=', invoiceId).executeTakeFirst();
  if (!r) throw notFound(`No such invoice: ${invoiceId}`);
  const notes = await creditNotesOf(db, [r.id]);
  return toInvoiceRow(r, notes.get(r.id) ?? []);
}

/** The invoice of this client with this number (404 naming `invoiceNumber` otherwise). */
export async function requireClientInvoice(
  db: Executor,
  clientId: number,
  invoiceNumber: string,
  lock = false,
) {
  let q = db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'client_id', 'amount', 'status', 'version', 'po_number'])
    .where('invoice_number', '=', invoiceNumber)
    .where('client_id', '=', clientId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFoundField('invoiceNumber', `No invoice ${invoiceNumber} for client ${clientId}`);
  return row;
}
