/**
 * A month for the accountant: its invoices and credit notes as their stored Factur-X files in one
 * zip with `index.csv` (per document and VAT rate, as French spreadsheets read it), documents not
 * stored yet made first. The zip is streamed page by page, stored without recompression, so a
 * month of thousands of files never sits in memory.
 */
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { Zip, ZipPassThrough } from 'fflate';
import type { Database } from '../../db/database';
import { vatOf } from '../../domain/invoicePdf';
import { monthBounds } from '../../domain/dates';
import { storeCreditNotePdf } from './creditNotes';
import { storePdf } from './invoiceDocument';

const PAGE = 100;

interface DocRow {
  kind: 'invoice' | 'credit_note';
  id: number;
  number: string;
  issued_on: string;
  business_code: string;
  client_name: string;
  pdf: Buffer;
}

/** Makes the month's missing documents, one transaction each; what could not be made. */
async function storeMissing(db: Database, start: string, end: string) {
  const invoices = await sql<{ id: number }>`select i.id from invoices i
    where i.issued_on between ${start}::date and ${end}::date
      and not exists (select 1 from invoice_documents d where d.invoice_id = i.id and d.sha256 is not null)`.execute(db);
  // A document that cannot be made (an invoice issued without a complete seller) stays out of
  // the archive, and the index says so, rather than failing the whole month.
  const missing: string[] = [];
  const make = async (what: string, store: () => Promise<unknown>) => {
    try {
      await store();
    } catch (e) {
      missing.push(`${what}: ${(e as Error).message}`);
    }
  };
  for (const r of invoices.rows) await make(`invoice ${r.id}`, () => db.transaction().execute((tx) => storePdf(tx, r.id, null)));
  const notes = await sql<{ id: number }>`select cn.id from credit_notes cn
    where cn.issued_on between ${start}::date and ${end}::date
      and not exists (select 1 from credit_note_documents d where d.credit_note_id = cn.id)`.execute(db);
  for (const r of notes.rows)
    await make(`credit note ${r.id}`, () => db.transaction().execute((tx) => storeCreditNotePdf(tx, r.id, null)));
  return missing;
}

/** One page of the month's documents after `after` (kind then number), with their files. */
async function page(db: Database, start: string, end: string, after: [string, string]) {
  const { rows } = await sql<DocRow>`select * from (
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
    order by kind, number limit ${PAGE}`.execute(db);
  return rows;
}

/** Each document's taxable amount and VAT per rate, from its stored lines (VAT per rate on their sum). */
async function ratesOf(db: Database, docs: DocRow[]) {
  const ids = (kind: DocRow['kind']) => docs.filter((d) => d.kind === kind).map((d) => d.id);
  const { rows } = await sql<{ kind: string; id: number; rate: number; taxable: number }>`
    select 'invoice' as kind, invoice_id as id, vat_rate_bp as rate, sum(amount)::int as taxable from invoice_lines
      where invoice_id = any(${sql.val(ids('invoice'))}::int[]) group by invoice_id, vat_rate_bp
    union all
    select 'credit_note', credit_note_id, vat_rate_bp, sum(amount)::int from credit_note_lines
      where credit_note_id = any(${sql.val(ids('credit_note'))}::int[]) group by credit_note_id, vat_rate_bp
    order by 1, 2, 3`.execute(db);
  const byDoc = new Map<string, { rate: number; taxable: number }[]>();
  for (const r of rows) {
    const key = `${r.kind}:${r.id}`;
    byDoc.set(key, [...(byDoc.get(key) ?? []), { rate: Number(r.rate), taxable: Number(r.taxable) }]);
  }
  return byDoc;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const rate = (bp: number) => `${(bp / 100).toFixed(2).replace('.', ',')} %`;
const cell = (v: string) => (/[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const ARCHIVE_INDEX_HEADER = [
  'type',
  'numéro',
  'date',
  'code client',
  'client',
  'taux de TVA',
  'base HT (€)',
  'TVA (€)',
  'TTC (€)',
].join(';');

function indexRows(docs: DocRow[], rates: Map<string, { rate: number; taxable: number }[]>): string[] {
  const out: string[] = [];
  for (const d of docs) {
    const sign = d.kind === 'credit_note' ? -1 : 1;
    for (const r of rates.get(`${d.kind}:${d.id}`) ?? [{ rate: 0, taxable: 0 }]) {
      const vat = vatOf(r.taxable, r.rate);
      out.push(
        [
          d.kind === 'invoice' ? 'facture' : 'avoir',
          d.number,
          d.issued_on.split('-').reverse().join('/'),
          d.business_code,
          d.client_name,
          rate(r.rate),
          euros(sign * r.taxable),
          euros(sign * vat),
          euros(sign * (r.taxable + vat)),
        ]
          .map(cell)
          .join(';'),
      );
    }
  }
  return out;
}

/** The month's archive: its file name and a stream of the zip's bytes. */
export async function monthArchive(db: Database, month: string) {
  const { start, end } = monthBounds(month);
  const missing = await storeMissing(db, start, end);
  async function* chunks() {
    const out: Uint8Array[] = [];
    let failed: Error | null = null;
    const zip = new Zip((err, chunk) => {
      if (err) failed = err;
      else out.push(chunk);
    });
    const add = (name: string, bytes: Uint8Array, date: string) => {
      const file = new ZipPassThrough(name);
      file.mtime = new Date(`${date}T12:00:00Z`);
      zip.add(file);
      file.push(bytes, true);
    };
    const index = [ARCHIVE_INDEX_HEADER];
    let after: [string, string] = ['', ''];
    for (;;) {
      const docs = await page(db, start, end, after);
      if (docs.length === 0) break;
      const rates = await ratesOf(db, docs);
      index.push(...indexRows(docs, rates));
      for (const d of docs) add(`${d.kind === 'invoice' ? 'factures' : 'avoirs'}/${d.number}.pdf`, d.pdf, d.issued_on);
      after = [docs.at(-1)!.kind, docs.at(-1)!.number];
      if (failed) throw failed;
      yield* out.splice(0);
    }
    for (const m of missing) index.push(cell(`# not in the archive: ${m}`));
    add('index.csv', new TextEncoder().encode(`\ufeff${index.join('\r\n')}\r\n`), end);
    zip.end();
    if (failed) throw failed;
    yield* out.splice(0);
  }
  return { fileName: `factur-x-${month}.zip`, body: Readable.from(chunks()) };
}
