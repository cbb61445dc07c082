/**
 * A month for the accountant: its invoices and credit notes as their stored Factur-X files in one
 * zip with `index.csv` (per document and VAT rate, as French spreadsheets read it), documents not
 * stored yet made first, each in its own transaction. The zip is streamed page by page, stored
 * without recompression, so a month of thousands of files never sits in memory.
 */
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { Database } from '../../db/database';
import { vatOf } from '../../domain/invoicePdf';
import { monthBounds } from '../../domain/dates';
import { archivePage, archiveRates, documentsNotStored, type ArchiveDocumentRow } from '../../repositories/documents/archive';
import { storeCreditNoteDocument } from './creditNoteDocument';
import { storeInvoiceDocument } from './invoiceDocument';

const PAGE = 100;

type RatesByDocument = Map<string, { rate: number; taxable: number }[]>;

/** Makes the month's missing documents, one transaction each; what could not be made. */
async function storeMissing(db: Database, start: string, end: string) {
  const { invoiceIds, creditNoteIds } = await documentsNotStored(db, start, end);
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
  for (const id of invoiceIds)
    await make(`invoice ${id}`, () => db.transaction().execute((tx) => storeInvoiceDocument(tx, id, null)));
  for (const id of creditNoteIds)
    await make(`credit note ${id}`, () => db.transaction().execute((tx) => storeCreditNoteDocument(tx, id, null)));
  return missing;
}

/** Each document's taxable amount and VAT per rate, from its stored lines (VAT per rate on their sum). */
async function ratesOf(db: Database, docs: ArchiveDocumentRow[]): Promise<RatesByDocument> {
  const ids = (kind: ArchiveDocumentRow['kind']) => docs.filter((d) => d.kind === kind).map((d) => d.id);
  const rows = await archiveRates(db, ids('invoice'), ids('credit_note'));
  const byDoc: RatesByDocument = new Map();
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

function indexRows(docs: ArchiveDocumentRow[], rates: RatesByDocument): string[] {
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

/** GET finance/billing/getArchive: the month's archive, its file name and a stream of the zip's bytes. */
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
      const docs = await archivePage(db, start, end, after, PAGE);
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
