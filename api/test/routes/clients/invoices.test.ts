import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { stepUpAs } from '../../helpers/stepUp';
import { createInvoice } from '../../../src/services/invoices/issueInvoice';
import { billingSnapshot } from '../../../src/repositories/documents/invoiceDocument';
import { vatByRate } from '../../../src/domain/vat';
import { euros, renderInvoicePdf, vatOf } from '../../../src/domain/invoicePdf';
import { formatMoney, formatRate, type LegalLanguage } from '../../../src/domain/facturx';
import { LABELS } from '../../../src/domain/facturx/labels';
import { DEMO_SELLER, seedSeller } from '../../../src/db/seed/seller';
import { pdfParts } from '../../domain/facturxPdf';
import { pdfText as rawPdfText } from './pdfText';

/** A PDF's text with its non-breaking spaces (French amounts, "Bon de commande :") as spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const pdfText = async (bytes: Buffer) => plain(await rawPdfText(bytes));
const money = (cents: number, lang: LegalLanguage) => plain(formatMoney(cents, lang));
/** The invoicing language of a client now (the seeded invoices were issued before it was frozen). */
const languageOf = async (clientId: number) =>
  (await t.db.selectFrom('clients').select('invoice_language').where('id', '=', clientId).executeTakeFirstOrThrow())
    .invoice_language as LegalLanguage;

let t: TestApp;
let clients: SignedIn;
let finance: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  clients = await t.injectAs('clients');
  finance = await t.injectAs('finance');
});
afterAll(() => t.close());

/** An open invoice (nothing credited or paid) of an active client with a billing contact. */
async function openInvoice(offset = 0) {
  return t.db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .innerJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select(['i.id', 'i.invoice_number', 'i.client_id', 'i.amount', 'i.version', 'c.business_code', 'bc.email', 'bc.name as contact_name'])
    .where('c.activity_status', '=', 'active')
    .where('bc.email', 'is not', null)
    .where('i.status', '=', 'issued')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('credit_notes').select('id').whereRef('credit_notes.invoice_id', '=', 'i.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('payments').select('id').whereRef('payments.invoice_id', '=', 'i.id'))))
    .orderBy('i.id')
    .offset(offset)
    .executeTakeFirstOrThrow();
}

describe('invoice numbering', () => {
  test('20 concurrent creations take 20 consecutive numbers of the year, without gaps or repeats', async () => {
    const client = await t.db.selectFrom('clients').select(['id', 'vat_rate_bp']).where('activity_status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('invoice_number_sequences').select('last_value').where('year', '=', 2031).executeTakeFirst();
    expect(before).toBeUndefined();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createInvoice(t.db, null, { clientId: client.id, issuedOn: '2031-01-15', lines: [{ label: `Course ${i}`, quantity: 2, unitAmount: 1250 }] }),
      ),
    );
    const numbers = created.map((c) => c.invoice_number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`));
    const seq = await t.db.selectFrom('invoice_number_sequences').select('last_value').where('year', '=', 2031).executeTakeFirstOrThrow();
    expect(seq.last_value).toBe(20);
    const row = await t.db.selectFrom('invoices').selectAll().where('invoice_number', '=', 'INV-2031-000001').executeTakeFirstOrThrow();
    expect(row.amount_excl_vat).toBe(2500);
    expect(row.amount).toBe(2500 + vatOf(2500, client.vat_rate_bp));
  });

  test('a failed creation gives its number back', async () => {
    await expect(createInvoice(t.db, null, { clientId: 999999, issuedOn: '2031-02-01', lines: [] })).rejects.toThrow('No such client');
    const next = await createInvoice(t.db, null, {
      clientId: (await t.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
      issuedOn: '2031-02-01',
      lines: [{ label: 'x', quantity: 1, unitAmount: 100 }],
    });
    expect(next.invoice_number).toBe('INV-2031-000021');
  });
});

describe('VAT stored with each line', () => {
  test('each line keeps its category and rate; the VAT is taken per rate on the sum of the lines (BR-CO-17)', async () => {
    expect(vatByRate([{ net: 3, rateBp: 2000 }, { net: 3, rateBp: 2000 }, { net: 3, rateBp: 2000 }])).toBe(2);
    // Rounded line by line it would be 3 x 1 = 3 cents.
    expect([3, 3, 3].reduce((v, net) => v + vatOf(net, 2000), 0)).toBe(3);
    expect(vatByRate([{ net: 1000, rateBp: 2000 }, { net: 1000, rateBp: 550 }])).toBe(200 + 55);

    const client = await t.db.selectFrom('clients').select(['id', 'vat_rate_bp']).where('vat_rate_bp', '=', 2000).orderBy('id').executeTakeFirstOrThrow();
    const inv = await createInvoice(t.db, null, {
      clientId: client.id,
      issuedOn: '2031-04-01',
      lines: [{ label: 'A', quantity: 1, unitAmount: 3 }, { label: 'B', quantity: 1, unitAmount: 3 }, { label: 'C', quantity: 1, unitAmount: 3 }],
    });
    const row = await t.db.selectFrom('invoices').select(['amount', 'amount_excl_vat']).where('id', '=', inv.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_excl_vat: 9, amount: 11 });
    const lines = await t.db.selectFrom('invoice_lines').select(['vat_category', 'vat_rate_bp']).where('invoice_id', '=', inv.id).execute();
    expect(lines).toEqual(Array(3).fill({ vat_category: 'S', vat_rate_bp: 2000 }));
    // The document's rate is the stored one: worked back from 9 and 11 cents it would be 22.22 %.
    await t.db.updateTable('clients').set({ vat_rate_bp: 550 }).where('id', '=', client.id).execute();
    expect((await billingSnapshot(t.db, inv.id)).vatRateBp).toBe(2000);
    await t.db.updateTable('clients').set({ vat_rate_bp: client.vat_rate_bp }).where('id', '=', client.id).execute();
  });
});

describe('invoice PDF', () => {
  test('the PDF is the Factur-X document: its number, the total with its VAT line, the buyer and the PO number', async () => {
    const inv = await openInvoice();
    const po = await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'PO-7781', clientId: inv.client_id, version: inv.version });
    expect(po.status).toBe(200);
    expect(po.body.data.invoicePONumber).toBe('PO-7781');
    const res = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(res.status).toBe(200);
    expect(res.body.data.fileName).toBe(`${inv.invoice_number}.pdf`);
    const bytes = Buffer.from(res.body.data.content, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const lang = await languageOf(inv.client_id);
    const L = LABELS[lang];
    expect(text).toContain(`${L.invoice} ${inv.invoice_number}`);
    expect(text).toContain(money(inv.amount, lang));
    expect(text).toContain(L.totalInclVat);
    expect(text).toMatch(lang === 'fr' ? /TVA \d+(,\d+)? %/ : /VAT \d+(\.\d+)?%/);
    expect(text).toMatch(new RegExp(`${L.poNumber}\\s*:\\s*PO-7781`));
    expect(text).toContain(inv.business_code);
    // Kept: a second download is the same document.
    const again = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(again.body.data.generatedAt).toBe(res.body.data.generatedAt);
    const other = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: inv.client_id + 1 });
    expect(other.status).toBe(404);
    expect(fieldNames(other)).toEqual(['invoiceNumber']);
    const bad = await clients.getUnchecked(api.clients.getInvoicePdf, { invoiceNumber: 'INV-1', clientId: inv.client_id });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['invoiceNumber']);
  });

  test('regenerating needs a step-up and keeps the document first issued: a renamed client or a later PO number changes no issued PDF', async () => {
    const inv = await openInvoice(1);
    const first = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    const before = await pdfText(Buffer.from(first.body.data.content, 'base64'));
    const detail = (await clients.get(api.clients.getClient, undefined, { id: inv.client_id })).body.data;
    const edited = await clients.post(api.clients.updateClientData, { clientId: inv.client_id, version: detail.version, legalName: 'Renamed Legal SAS' });
    expect(edited.status).toBe(200);
    expect(before).not.toContain('Renamed Legal SAS');
    const po = await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'PO-REGEN-1', clientId: inv.client_id, version: inv.version });
    expect(po.status).toBe(200);

    const refused = await clients.post(api.clients.regenerateInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('step_up_required');
    await stepUpAs(t, clients, 'clients');
    const regen = await clients.post(api.clients.regenerateInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(regen.status).toBe(200);
    expect(regen.body.data.invoiceNumber).toBe(inv.invoice_number);
    expect(regen.body.data.pdfGeneratedAt).not.toBeNull();
    const after = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    const text = await pdfText(Buffer.from(after.body.data.content, 'base64'));
    expect(text).not.toContain('Renamed Legal SAS');
    expect(text).toContain(detail.legalName ?? detail.name);
    const L = LABELS[await languageOf(inv.client_id)];
    // The PO number set after issue is recorded on the invoice; the issued document stays as it was.
    expect(regen.body.data.invoicePONumber).toBe('PO-REGEN-1');
    expect(text).not.toContain('PO-REGEN-1');
    expect(text).toContain(`${L.invoice} ${inv.invoice_number}`);
    const event = await t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event.action).toBe('clients.regenerateInvoice');
    expect((await clients.post(api.clients.regenerateInvoice, { invoiceNumber: 'INV-2099-000001', clientId: inv.client_id })).status).toBe(404);
  });

  test('the first PDF, made after the client changed, still names the buyer as it was at issue', async () => {
    const c = await t.db
      .selectFrom('clients as c')
      .innerJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
      .select(['c.id', 'c.legal_name', 'c.name', 'c.city', 'bc.id as contact_id', 'bc.name as contact_name'])
      .where('c.activity_status', '=', 'active')
      .where('c.legal_name', 'is not', null)
      .where('c.city', 'is not', null)
      .orderBy('c.id', 'desc')
      .executeTakeFirstOrThrow();
    const inv = await createInvoice(t.db, null, { clientId: c.id, issuedOn: '2031-03-01', lines: [{ label: 'Course', quantity: 1, unitAmount: 1000 }] });
    await t.db.updateTable('clients').set({ legal_name: 'Changed After Issue SAS', city: 'Elsewhere' }).where('id', '=', c.id).execute();
    await t.db.updateTable('client_contacts').set({ name: 'Someone Else' }).where('id', '=', c.contact_id).execute();
    const res = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id });
    expect(res.status).toBe(200);
    const text = await pdfText(Buffer.from(res.body.data.content, 'base64'));
    expect(text).toContain(c.legal_name!);
    expect(text).toContain(c.city!);
    expect(text).not.toContain('Changed After Issue SAS');
    expect(text).not.toContain('Elsewhere');
  });

  test('renderInvoicePdf alone: amounts in euros', async () => {
    const bytes = await renderInvoicePdf({
      invoiceNumber: 'INV-2026-000042',
      issuedOn: '2026-06-01',
      dueOn: '2026-07-01',
      periodStart: null,
      periodEnd: null,
      poNumber: null,
      client: { businessCode: 'CL000001', name: 'Acme', legalName: 'Acme SAS', addressLines: ['1 rue de la Paix', '75002 Paris'], vatNumber: 'FR12345678901' },
      billingContact: { name: 'Ada Compta', email: 'ada@acme.example' },
      lines: [{ label: 'Tournées', quantity: 3, unitAmount: 123456, amount: 370368 }],
      amountExclVat: 370368,
      vatRateBp: 2000,
      vatAmount: 74074,
      amount: 444442,
      creditNotes: [],
      businessUnit: null,
    });
    const text = await pdfText(bytes);
    expect(text).toContain('4,444.42 EUR');
    expect(text).toContain('740.74 EUR');
    expect(text).toContain('VAT 20%');
    expect(text).toContain('Ada Compta <ada@acme.example>');
  });
});

/** A client with an address, SIRET and a billing contact, in the given invoicing language. */
async function clientIn(lang: LegalLanguage, offset = 0) {
  const c = await t.db
    .selectFrom('clients')
    .select(['id', 'business_code', 'invoice_language', 'version'])
    .where('activity_status', '=', 'active')
    .where('city', 'is not', null)
    .where('billing_contact_id', 'is not', null)
    .orderBy('id')
    .offset(offset)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('clients').set({ invoice_language: lang }).where('id', '=', c.id).execute();
  return c;
}

/** One amount of the CII XML, in cents. */
function ciiCents(xml: string, term: string): number {
  const m = new RegExp(`<ram:${term}[^>]*>([-\\d.]+)</ram:${term}>`).exec(xml);
  if (!m) throw new Error(`${term} missing`);
  return Math.round(Number(m[1]) * 100);
}

describe('the legal invoice (Factur-X, EN 16931)', () => {
  test("a French client's PDF: French mentions, the seller's SIREN and SIRET; factur-x.xml totals equal the database's", async () => {
    const c = await clientIn('fr', 3);
    const inv = await createInvoice(t.db, null, {
      clientId: c.id,
      issuedOn: '2031-05-02',
      periodStart: '2031-04-01',
      periodEnd: '2031-04-30',
      lines: [
        { label: 'Tournées régulières', quantity: 3, unitAmount: 3 },
        { label: 'Courses express', quantity: 7, unitAmount: 123457 },
      ],
    });
    const row = await t.db.selectFrom('invoices').select(['amount', 'amount_excl_vat']).where('id', '=', inv.id).executeTakeFirstOrThrow();
    const res = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(res.body.data.content, 'base64');
    const text = await pdfText(bytes);
    expect(text).toContain(`Facture ${inv.invoice_number}`);
    expect(text).toContain("Pas d'escompte pour paiement anticipé");
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement');
    expect(text).toContain(money(4000, 'fr'));
    expect(text).toContain(`Pénalités de retard : ${plain(formatRate(DEMO_SELLER.latePaymentRateBp, 'fr'))} par an`);
    expect(text).toContain('SIREN 912 345 675');
    expect(text).toContain('SIRET 912 345 675 00017');
    expect(text).toContain(DEMO_SELLER.legalName);
    expect(text).toContain('Période de prestation : du 01/04/2031 au 30/04/2031');
    expect(text).toContain(money(row.amount, 'fr'));
    expect(text).not.toContain('No discount');

    const parts = await pdfParts(bytes);
    const xml = parts.attachments.find((a) => a.filename === 'factur-x.xml')?.content;
    expect(xml).toBeDefined();
    expect(xml).toContain(`<ram:ID>${inv.invoice_number}</ram:ID>`);
    expect(ciiCents(xml!, 'TaxBasisTotalAmount')).toBe(row.amount_excl_vat);
    expect(ciiCents(xml!, 'GrandTotalAmount')).toBe(row.amount);
    expect(ciiCents(xml!, 'DuePayableAmount')).toBe(row.amount);
    expect(ciiCents(xml!, 'TaxTotalAmount')).toBe(row.amount - row.amount_excl_vat);
    await t.db.updateTable('clients').set({ invoice_language: c.invoice_language }).where('id', '=', c.id).execute();
  });

  test("an English client's PDF: the English mentions, frozen at issue (a later change of language changes nothing)", async () => {
    const c = await clientIn('en', 4);
    const inv = await createInvoice(t.db, null, { clientId: c.id, issuedOn: '2031-05-03', lines: [{ label: 'Express runs', quantity: 2, unitAmount: 150050 }] });
    await t.db.updateTable('clients').set({ invoice_language: 'fr' }).where('id', '=', c.id).execute();
    const row = await t.db.selectFrom('invoices').select(['amount', 'amount_excl_vat']).where('id', '=', inv.id).executeTakeFirstOrThrow();
    const res = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id });
    const bytes = Buffer.from(res.body.data.content, 'base64');
    const text = await pdfText(bytes);
    expect(text).toContain(`Invoice ${inv.invoice_number}`);
    expect(text).toContain('No discount for early payment');
    expect(text).toContain('Fixed indemnity for recovery costs');
    expect(text).toContain(money(4000, 'en'));
    expect(text).toContain(`Late-payment penalties: ${formatRate(DEMO_SELLER.latePaymentRateBp, 'en')} a year`);
    expect(text).toContain('SIRET 912 345 675 00017');
    expect(text).toContain(money(row.amount, 'en'));
    expect(text).not.toContain("Pas d'escompte");
    const xml = (await pdfParts(bytes)).attachments.find((a) => a.filename === 'factur-x.xml')!.content;
    expect(ciiCents(xml, 'GrandTotalAmount')).toBe(row.amount);
    expect(ciiCents(xml, 'TaxBasisTotalAmount')).toBe(row.amount_excl_vat);
    await t.db.updateTable('clients').set({ invoice_language: c.invoice_language }).where('id', '=', c.id).execute();
  });

  test('regenerating gives the same bytes, after a change of the client, of the seller and of the PO number: the issued document never changes', async () => {
    const c = await clientIn('fr', 5);
    const inv = await createInvoice(t.db, null, { clientId: c.id, issuedOn: '2031-05-04', lines: [{ label: 'Course', quantity: 4, unitAmount: 2599 }] });
    const first = await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id });
    const before = Buffer.from(first.body.data.content, 'base64');
    await t.db.updateTable('clients').set({ legal_name: 'Another Name SAS', city: 'Ailleurs', invoice_language: 'en', payment_term_days: 60 }).where('id', '=', c.id).execute();
    await seedSeller(t.db, { ...DEMO_SELLER, legalName: 'Nouveau Vendeur', latePaymentRateBp: 1500 });
    try {
      await stepUpAs(t, clients, 'clients');
      expect((await clients.post(api.clients.regenerateInvoice, { invoiceNumber: inv.invoice_number, clientId: c.id })).status).toBe(200);
      const again = Buffer.from((await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id })).body.data.content, 'base64');
      expect(again.equals(before)).toBe(true);

      const version = (await t.db.selectFrom('invoices').select('version').where('id', '=', inv.id).executeTakeFirstOrThrow()).version;
      expect((await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'PO-NEW-9', clientId: c.id, version })).status).toBe(200);
      const regenerated = await clients.post(api.clients.regenerateInvoice, { invoiceNumber: inv.invoice_number, clientId: c.id });
      expect(regenerated.status).toBe(200);
      // The PO number is recorded on the invoice; its legal document stays as issued.
      expect(regenerated.body.data.invoicePONumber).toBe('PO-NEW-9');
      const after = Buffer.from((await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id })).body.data.content, 'base64');
      expect(after.equals(before)).toBe(true);
      const text = await pdfText(after);
      expect(text).not.toContain('PO-NEW-9');
      expect(text).toContain(DEMO_SELLER.legalName);
      expect(text).not.toContain('Nouveau Vendeur');
      expect(text).not.toContain('Another Name SAS');
      const events = await t.db.selectFrom('admin_events').select('summary').where('action', '=', 'documents.stored')
        .where('target_type', '=', 'invoice').where('target_id', '=', String(inv.id)).execute();
      expect(events).toHaveLength(1);
    } finally {
      await seedSeller(t.db);
    }
  });
});

describe('clients/updateInvoicePONumber', () => {
  test('stale version 409, another client 404, clearing with empty text, 403 for FINANCE', async () => {
    const inv = await openInvoice(2);
    const set = await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'A-1', clientId: inv.client_id, version: inv.version });
    expect(set.body.data.version).toBe(inv.version + 1);
    const stale = await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'A-2', clientId: inv.client_id, version: inv.version });
    expect(stale.status).toBe(409);
    const wrong = await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'A-2', clientId: inv.client_id + 1 });
    expect(wrong.status).toBe(404);
    expect(fieldNames(wrong)).toEqual(['invoiceId']);
    const cleared = await clients.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: '', clientId: inv.client_id });
    expect(cleared.body.data.invoicePONumber).toBeNull();
    expect((await finance.post(api.clients.updateInvoicePONumber, { invoiceId: inv.id, invoicePONumber: 'x', clientId: inv.client_id })).status).toBe(403);
  });
});

describe('clients/createInvoiceCredit', () => {
  test('a request up to what remains due, for FINANCE to approve (test/routes/finance/creditRequests.test.ts); over it is 409 naming amount', async () => {
    const inv = await openInvoice(3);
    const unit = await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow();
    const over = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: inv.invoice_number,
      amount: inv.amount + 1,
      businessUnit: unit.id,
      comment: 'Geste commercial',
      clientId: inv.client_id,
    });
    expect(over.status).toBe(409);
    expect(fieldNames(over)).toEqual(['amount']);
    expect(over.body.error.message).toBe(`A credit note cannot exceed what remains due on ${inv.invoice_number}: ${euros(inv.amount)}`);

    const res = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: inv.invoice_number,
      amount: 1000,
      businessUnit: unit.id,
      comment: 'Geste commercial',
      clientId: inv.client_id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('pending');
    // Nothing credited until FINANCE approves.
    expect(await t.db.selectFrom('credit_notes').select('id').where('invoice_id', '=', inv.id).execute()).toEqual([]);
    const event = await t.db.selectFrom('client_events').selectAll().where('client_id', '=', inv.client_id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event.kind).toBe('credit_request');

    const bad = await clients.postUnchecked(api.clients.createInvoiceCredit, { invoiceNumber: inv.invoice_number, amount: 0, businessUnit: unit.id, clientId: inv.client_id });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['amount', 'comment']);
    const noUnit = await clients.post(api.clients.createInvoiceCredit, { invoiceNumber: inv.invoice_number, amount: 1, businessUnit: 99999, comment: 'x', clientId: inv.client_id });
    expect(noUnit.status).toBe(404);
    expect(fieldNames(noUnit)).toEqual(['businessUnit']);
  });

  test('two concurrent credit notes that together exceed the remainder: one passes, one is 409', async () => {
    const inv = await openInvoice(4);
    const unit = await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow();
    const amount = Math.floor(inv.amount * 0.6);
    expect(amount).toBeGreaterThan(0);
    const body = { invoiceNumber: inv.invoice_number, amount, businessUnit: unit.id, comment: 'Litige', clientId: inv.client_id };
    // Credit notes are FINANCE's, with a step-up.
    await stepUpAs(t, finance, 'finance');
    const answers = await Promise.all([finance.post(api.creditRequests.issueCredit, body), finance.post(api.creditRequests.issueCredit, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const notes = await t.db.selectFrom('credit_notes').select('amount').where('invoice_id', '=', inv.id).execute();
    expect(notes.map((n) => n.amount)).toEqual([amount]);
    // The rest exactly is still allowed, and settles the invoice.
    const rest = await finance.post(api.creditRequests.issueCredit, { ...body, amount: inv.amount - amount });
    expect(rest.status).toBe(200);
    expect(rest.body.data.invoice.remaining).toBe(0);
    expect(rest.body.data.invoice.status).toBe('paid');
    expect((await finance.post(api.creditRequests.issueCredit, { ...body, amount: 1 })).status).toBe(409);
  });
});

describe('clients/sendInvoice', () => {
  test('needs a fresh step-up, as the billing run\'s send: nothing is queued without one', async () => {
    const inv = await openInvoice(6);
    const fresh = await t.injectAs('clients');
    const outboxBefore = await t.db.selectFrom('mail_outbox').select('id').execute();
    const res = await fresh.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('step_up_required');
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(outboxBefore.length);
  });

  test('one mail in the outbox: the PDF attached, To the billing contact, Cc the clientEmailCc contacts', async () => {
    const inv = await openInvoice(5);
    const contacts = await t.db.selectFrom('client_contacts').selectAll().where('client_id', '=', inv.client_id).execute();
    // A contact put in copy of invoices needs a step-up (test/domain/moneyMail.test.ts).
    await stepUpAs(t, clients, 'clients');
    const ccContact = await clients.post(api.clients.updateClientContact, {
      clientId: inv.client_id,
      name: 'Copie Compta',
      email: 'copie.compta@client.example',
      clientEmailCc: true,
    });
    expect(ccContact.status).toBe(200);
    const expectedCc = [
      ...contacts.filter((c) => c.client_email_cc && c.email && c.email !== inv.email).map((c) => c.email),
      'copie.compta@client.example',
    ];
    const outboxBefore = await t.db.selectFrom('mail_outbox').select('id').execute();
    const res = await clients.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(res.status).toBe(200);
    expect(res.body.data.mail.to).toEqual([inv.email]);
    expect(res.body.data.mail.cc).toEqual(expectedCc);
    expect(res.body.data.invoice.status).toBe('sent');
    expect(res.body.data.invoice.sentAt).not.toBeNull();
    const mails = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', 'not in', outboxBefore.length ? outboxBefore.map((o) => o.id) : [0])
      .execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.id).toBe(res.body.data.mail.outboxId);
    expect(mail.to_addresses).toEqual([inv.email]);
    expect(mail.cc_addresses).toEqual(expectedCc);
    // In the client's language (test/routes/finance/clientMailLanguage.test.ts), as its PDF.
    expect(mail.subject).toBe(`${LABELS[await languageOf(inv.client_id)].invoice} ${inv.invoice_number}`);
    const attachments = (typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments) as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${inv.invoice_number}.pdf`, 'application/pdf']]);
    const text = await pdfText(Buffer.from(attachments[0].content, 'base64'));
    const lang = await languageOf(inv.client_id);
    expect(text).toContain(`${LABELS[lang].invoice} ${inv.invoice_number}`);
    expect(text).toContain(money(inv.amount, lang));
    const event = await t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event.action).toBe('clients.sendInvoice');
  });

  test('409 when the client has no billing contact with an email; 404 for another client', async () => {
    const inv = await t.db
      .selectFrom('invoices as i')
      .innerJoin('clients as c', 'c.id', 'i.client_id')
      .select(['i.invoice_number', 'i.client_id'])
      .where('c.billing_contact_id', 'is', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const res = await clients.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This client has no billing contact with an email: choose one in Contacts first');
    expect((await clients.post(api.clients.sendInvoice, { invoiceNumber: inv.invoice_number, clientId: inv.client_id + 1 })).status).toBe(404);
  });

  test('every invoice of the detail shows its remainder', async () => {
    const inv = await openInvoice(4);
    const d = (await clients.get(api.clients.getClient, undefined, { id: inv.client_id })).body.data;
    expect(d.invoices.length).toBeGreaterThan(0);
    expectEvery(d.invoices, (i) => i.remaining >= 0 && i.vatAmount === i.amount - i.amountExclVat);
  });
});
