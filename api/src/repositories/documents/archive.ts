/**
 * The reads of a month's archive for the accountant (services/documents/monthArchive.ts): the
 * documents not stored yet, then the stored ones a page at a time with their taxable amounts
 * per VAT rate.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export interface ArchiveDocumentRow {
  kind: 'invoice' | 'credit_note';
  id: number;
  number: string;
  issued_on: string;
  business_code: string;
  client_name: string;
  pdf: Buffer;
}

/** The ids of the month's invoices and credit notes that have no stored document yet. */
export async function documentsNotStored(db: Executor, start: string, end: string) {
  const invoices = await sql<{ id: number }>`select i.id from invoices i
    where i.issued_on between ${start}::date and ${end}::date
      and not exists (select 1 from invoice_documents d where d.invoice_id = i.id and d.sha256 is not null)`.execute(db);
  const creditNotes = await sql<{ id: number }>`select cn.id from credit_notes cn
    where cn.issued_on between ${start}::date and ${end}::date
      and not exists (select 1 from credit_note_documents d where d.credit_note_id = cn.id)`.execute(db);
  return { invoiceIds: invoices.rows.map((r) => r.id), creditNoteIds: creditNotes.rows.map((r) => r.id) };
}

/** One page of the month's stored documents after `after` (kind then number), with their files. */
export async function archivePage(db: Executor, start: string, end: string, after: [string, string], size: number) {
  const { rows } = await sql<ArchiveDocumentRow>`select * from (
      select 'invoice' as kind, i.id, i.invoice_number as number, i.issued_on::text as issued_on,
        c.business_code, c.name as client_name, d.pdf
      from invoices i join clients c on c.id = i.client_id join invoice_documents d on d.invoice_id = i.id
      where i.issued_on between ${start}::date and ${end}::date
      union all
      select 'credit_note', cn.id, cn.number, cn.issued_on::text, c.business_code, c.name, d.pdf
      from credit_notes cn join clients c on c.id = cn.client_id join credit_note_documents d on d.credit_note_id = cn.id
      where cn.issued_on between ${start}::date and ${end}::date
    ) docs
    where (kind, number) > (${after[0]}, ${after[1]})
    order by kind, number limit ${size}`.execute(db);
  return rows;
}

/** Each document's taxable amount per VAT rate, from its stored lines. */
export async function archiveRates(db: Executor, invoiceIds: number[], creditNoteIds: number[]) {
  const { rows } = await sql<{ kind: string; id: number; rate: number; taxable: number }>`
    select 'invoice' as kind, invoice_id as id, vat_rate_bp as rate, sum(amount)::int as taxable from invoice_lines
      where invoice_id = any(${sql.val(invoiceIds)}::int[]) group by invoice_id, vat_rate_bp
    union all
    select 'credit_note', credit_note_id, vat_rate_bp, sum(amount)::int from credit_note_lines
      where credit_note_id = any(${sql.val(creditNoteIds)}::int[]) group by credit_note_id, vat_rate_bp
    order by 1, 2, 3`.execute(db);
  return rows;
}
