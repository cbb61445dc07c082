import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { stepUpAs } from '../../helpers/stepUp';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { continueRun, startRun } from '../../../src/services/finance/invoicingRun';
import { createInvoice } from '../../../src/services/invoices/issueInvoice';
import { todayInParis } from '../../../src/domain/dates';
import { DEMO_SELLER, seedSeller } from '../../../src/db/seed/seller';
import { pdfParts } from '../../domain/facturxPdf';
import { pdfText } from '../clients/pdfText';

let t: TestApp;
let finance: SignedIn;
let clientsUser: SignedIn;
let financeUserId: number;
const today = todayInParis();
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  clientsUser = await t.injectAs('clients');
  financeUserId = (await t.db.selectFrom('staff_users').select('id').where('login', '=', 'finance').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

function cii(xml: string, term: string): string {
  const m = new RegExp(`<ram:${term}[^>]*>([^<]*)</ram:${term}>`).exec(xml);
  if (!m) throw new Error(`${term} missing`);
  return m[1]!;
}
const cents = (xml: string, term: string) => Math.round(Number(cii(xml, term)) * 100);
const xmlOf = async (pdf: Buffer) => (await pdfParts(pdf)).attachments.find((a) => a.filename === 'factur-x.xml')!.content;

async function storedEvent(targetType: string, id: number) {
  return t.db
    .selectFrom('admin_events')
    .select(['summary', 'user_id'])
    .where('action', '=', 'documents.stored')
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(id))
    .execute();
}

async function issue(month: string) {
  const { run, clients } = await startRun(t.db, financeUserId, month);
  await continueRun(t.db, run.id, financeUserId, month, clients, { today });
}

describe('documents made at issue', () => {
  test("issuing a month stores each invoice's Factur-X PDF with its SHA-256, named by an admin event", async () => {
    await issue('2026-05');
    const { rows } = await sql<{ id: number; invoice_number: string; amount: number; pdf: Buffer | null; sha256: string | null }>`
      select i.id, i.invoice_number, i.amount, d.pdf, d.sha256 from invoices i
      left join invoice_documents d on d.invoice_id = i.id
      where i.billing_month = '2026-05-01' order by i.id`.execute(t.db);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r.pdf).not.toBeNull();
      expect(r.sha256).toBe(sha256(r.pdf!));
    }
    const events = await storedEvent('invoice', rows[0]!.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toContain(rows[0]!.sha256!);
    expect(events[0]!.user_id).toBe(financeUserId);
    // The stored file is the one served, a Factur-X whose total is the invoice's.
    const first = rows[0]!;
    const client = await t.db.selectFrom('invoices').select('client_id').where('id', '=', first.id).executeTakeFirstOrThrow();
    const served = await clientsUser.get(api.clients.getInvoicePdf, { invoiceNumber: first.invoice_number, clientId: client.client_id });
    const bytes = Buffer.from(served.body.data.content, 'base64');
    expect(sha256(bytes)).toBe(first.sha256);
    expect(cents(await xmlOf(bytes), 'GrandTotalAmount')).toBe(first.amount);
  });

  test('a billed shift made unproductive: the next run makes a credit note, a Factur-X 381 naming the invoice, at its VAT rate', async () => {
    const { rows } = await sql<{ shift_id: number; client_id: number; amount: number; invoice_number: string; vat_rate_bp: number }>`
      select b.shift_id, b.client_id, b.amount, i.invoice_number, il.vat_rate_bp from shift_billings b
      join invoice_lines il on il.id = b.invoice_line_id join invoices i on i.id = il.invoice_id
      where i.billing_month = '2026-05-01' and b.amount > 0 order by b.shift_id limit 1`.execute(t.db);
    const billed = rows[0]!;
    await t.db.updateTable('shifts').set({ unproductive: true, unproductive_comment: 'Found later' }).where('id', '=', billed.shift_id).execute();
    await issue('2026-06');
    const note = await t.db
      .selectFrom('credit_notes as cn')
      .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
      .innerJoin('credit_note_documents as d', 'd.credit_note_id', 'cn.id')
      .select(['cn.id', 'cn.number', 'cn.amount', 'cn.amount_excl_vat', 'cn.client_id', 'd.pdf', 'd.sha256'])
      .where('i.invoice_number', '=', billed.invoice_number)
      .executeTakeFirstOrThrow();
    expect(note.amount_excl_vat).toBe(billed.amount);
    expect(note.amount).toBe(billed.amount + Math.round((billed.amount * billed.vat_rate_bp) / 10_000));
    expect(note.sha256).toBe(sha256(note.pdf));
    expect((await storedEvent('credit_note', note.id))[0]!.summary).toContain(note.sha256);

    const served = await clientsUser.get(api.clients.getCreditNotePdf, { number: note.number, clientId: note.client_id });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(served.body.data.content, 'base64');
    expect(bytes.equals(Buffer.from(note.pdf))).toBe(true);
    const xml = await xmlOf(bytes);
    expect(cii(xml, 'TypeCode')).toBe('381');
    expect(xml).toMatch(new RegExp(`<ram:InvoiceReferencedDocument>\\s*<ram:IssuerAssignedID>${billed.invoice_number}</ram:IssuerAssignedID>`));
    expect(cents(xml, 'TaxBasisTotalAmount')).toBe(note.amount_excl_vat);
    expect(cents(xml, 'GrandTotalAmount')).toBe(note.amount);
    expect(Math.round(Number(cii(xml, 'RateApplicablePercent')) * 100)).toBe(billed.vat_rate_bp);
    const text = (await pdfText(bytes)).replace(/[\u00a0\u202f]/g, ' ');
    const language = (await t.db.selectFrom('clients').select('invoice_language').where('id', '=', note.client_id).executeTakeFirstOrThrow()).invoice_language;
    expect(text).toContain(language === 'fr' ? `Avoir ${note.number}` : `Credit note ${note.number}`);
    expect(text).toContain(billed.invoice_number);
    expect((await clientsUser.get(api.clients.getCreditNotePdf, { number: note.number, clientId: note.client_id + 1 })).status).toBe(404);
  });
});

describe('credit notes issued by FINANCE', () => {
  test("the VAT comes from the corrected invoice's stored rates; two at once take consecutive numbers", async () => {
    const client = await t.db.selectFrom('clients').select(['id', 'vat_rate_bp']).where('activity_status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const a = await createInvoice(t.db, null, { clientId: client.id, issuedOn: today, lines: [{ label: 'Course', quantity: 10, unitAmount: 10_000 }] });
    const b = await createInvoice(t.db, null, { clientId: client.id, issuedOn: today, lines: [{ label: 'Course', quantity: 10, unitAmount: 10_000 }] });
    // The client's rate changes after issue: the credit notes keep the invoices' rate.
    const invoiceRate = client.vat_rate_bp;
    await t.db.updateTable('clients').set({ vat_rate_bp: 550 }).where('id', '=', client.id).execute();
    const unit = await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow();
    await stepUpAs(t, finance, 'finance');
    const body = (invoiceNumber: string) => ({ invoiceNumber, amount: 12_000, businessUnit: unit.id, comment: 'Geste commercial', clientId: client.id });
    const answers = await Promise.all([
      finance.post(api.creditRequests.issueCredit, body(a.invoice_number)),
      finance.post(api.creditRequests.issueCredit, body(b.invoice_number)),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const numbers = answers.map((r) => Number(r.body.data.creditNote.number.slice(8))).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    const lines = await t.db
      .selectFrom('credit_note_lines')
      .select(['vat_rate_bp', 'amount'])
      .where('credit_note_id', '=', answers[0]!.body.data.creditNote.creditNoteId)
      .execute();
    expect(lines).toEqual([{ vat_rate_bp: invoiceRate, amount: Math.round((12_000 * 10_000) / (10_000 + invoiceRate)) }]);
    await t.db.updateTable('clients').set({ vat_rate_bp: invoiceRate }).where('id', '=', client.id).execute();
  });
});

describe('frozen at issue', () => {
  test('the seller in force at issue is on the first PDF made later, after the seller changed; a later credit note names the new one', async () => {
    const client = await t.db.selectFrom('clients').select('id').where('activity_status', '=', 'active').orderBy('id').offset(3).executeTakeFirstOrThrow();
    const inv = await createInvoice(t.db, null, { clientId: client.id, issuedOn: today, lines: [{ label: 'Course', quantity: 1, unitAmount: 5_000 }] });
    await seedSeller(t.db, { ...DEMO_SELLER, legalName: 'Nouveau Vendeur SAS' });
    try {
      const res = await clientsUser.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: client.id });
      const text = await pdfText(Buffer.from(res.body.data.content, 'base64'));
      expect(text).toContain(DEMO_SELLER.legalName);
      expect(text).not.toContain('Nouveau Vendeur SAS');
    } finally {
      await seedSeller(t.db);
    }
  });
});

describe('the accountant\'s archive', () => {
  test("a month's documents by issue date as their stored files, with an index per document and VAT rate", async () => {
    const month = today.slice(0, 7);
    const res = await finance.inject({ method: 'GET', url: '/api/finance/billing/getArchive', query: { month } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="factur-x-${month}.zip"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const invoices = await sql<{ invoice_number: string; amount: number; pdf: Buffer }>`select i.invoice_number, i.amount, d.pdf
      from invoices i join invoice_documents d on d.invoice_id = i.id
      where to_char(i.issued_on, 'YYYY-MM') = ${month} order by i.invoice_number`.execute(t.db);
    const notes = await sql<{ number: string; amount: number; pdf: Buffer }>`select cn.number, cn.amount, d.pdf
      from credit_notes cn join credit_note_documents d on d.credit_note_id = cn.id
      where to_char(cn.issued_on, 'YYYY-MM') = ${month} order by cn.number`.execute(t.db);
    expect(invoices.rows.length).toBeGreaterThan(5);
    expect(notes.rows.length).toBeGreaterThan(0);
    expect(Object.keys(files).sort()).toEqual(
      [...notes.rows.map((n) => `avoirs/${n.number}.pdf`), ...invoices.rows.map((i) => `factures/${i.invoice_number}.pdf`), 'index.csv'].sort(),
    );
    for (const i of invoices.rows) expect(Buffer.from(files[`factures/${i.invoice_number}.pdf`]!).equals(Buffer.from(i.pdf))).toBe(true);

    const index = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['index.csv']);
    expect(index.startsWith('\ufefftype;numéro;date;code client;client;taux de TVA;base HT (€);TVA (€);TTC (€)\r\n')).toBe(true);
    const rows = index.replace('\ufeff', '').trim().split('\r\n').slice(1).map((l) => l.split(';'));
    const cents = (v: string) => Math.round(Number(v.replace(',', '.')) * 100);
    const total = (kind: string) => rows.filter((r) => r[0] === kind).reduce((sum, r) => sum + cents(r.at(-1)!), 0);
    expect(total('facture')).toBe(invoices.rows.reduce((sum, i) => sum + Number(i.amount), 0));
    expect(total('avoir')).toBe(-notes.rows.reduce((sum, n) => sum + Number(n.amount), 0));
  });

  test('400 naming month, 403 for a role without FINANCE', async () => {
    const bad = await finance.inject({ method: 'GET', url: '/api/finance/billing/getArchive', query: { month: '2026-13' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(JSON.parse(bad.body).error.fields)).toEqual(['month']);
    const other = await clientsUser.inject({ method: 'GET', url: '/api/finance/billing/getArchive', query: { month: '2026-05' } });
    expect(other.statusCode).toBe(403);
  });
});
