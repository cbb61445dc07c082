import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { createInvoice } from '../../../src/services/invoices/issueInvoice';
import { renderInvoicePdf } from '../../../src/domain/invoicePdf';
import { LABELS } from '../../../src/domain/facturx/labels';
import { pdfText, money, languageOf, t, clients, openInvoice, useSeededApp } from './invoicesSetup';

useSeededApp();

describe('invoice PDF', () => {
  test('the PDF is the Factur-X document: its number, the total with its VAT line, the buyer and the PO number', async () => {
    const inv = await openInvoice();
    const po = await clients.post(api.clients.updateInvoicePONumber, {
      invoiceId: inv.id,
      invoicePONumber: 'PO-7781',
      clientId: inv.client_id,
      version: inv.version,
    });
    expect(po.status).toBe(200);
    expect(po.body.data.invoicePONumber).toBe('PO-7781');
    const res = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
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
    const again = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    expect(again.body.data.generatedAt).toBe(res.body.data.generatedAt);
    const other = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id + 1,
    });
    expect(other.status).toBe(404);
    expect(fieldNames(other)).toEqual(['invoiceNumber']);
    const bad = await clients.getUnchecked(api.clients.getInvoicePdf, {
      invoiceNumber: 'INV-1',
      clientId: inv.client_id,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['invoiceNumber']);
  });

  test('regenerating needs a step-up and keeps the document first issued: a renamed client or a later PO number changes no issued PDF', async () => {
    const inv = await openInvoice(1);
    const first = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    const before = await pdfText(Buffer.from(first.body.data.content, 'base64'));
    const detail = (await clients.get(api.clients.getClient, undefined, { id: inv.client_id })).body.data;
    const edited = await clients.post(api.clients.updateClientData, {
      clientId: inv.client_id,
      version: detail.version,
      legalName: 'Renamed Legal SAS',
    });
    expect(edited.status).toBe(200);
    expect(before).not.toContain('Renamed Legal SAS');
    const po = await clients.post(api.clients.updateInvoicePONumber, {
      invoiceId: inv.id,
      invoicePONumber: 'PO-REGEN-1',
      clientId: inv.client_id,
      version: inv.version,
    });
    expect(po.status).toBe(200);

    const refused = await clients.post(api.clients.regenerateInvoice, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('step_up_required');
    await stepUpAs(t, clients, 'clients');
    const regen = await clients.post(api.clients.regenerateInvoice, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    expect(regen.status).toBe(200);
    expect(regen.body.data.invoiceNumber).toBe(inv.invoice_number);
    expect(regen.body.data.pdfGeneratedAt).not.toBeNull();
    const after = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: inv.client_id,
    });
    const text = await pdfText(Buffer.from(after.body.data.content, 'base64'));
    expect(text).not.toContain('Renamed Legal SAS');
    expect(text).toContain(detail.legalName ?? detail.name);
    const L = LABELS[await languageOf(inv.client_id)];
    // The PO number set after issue is recorded on the invoice; the issued document stays as it was.
    expect(regen.body.data.invoicePONumber).toBe('PO-REGEN-1');
    expect(text).not.toContain('PO-REGEN-1');
    expect(text).toContain(`${L.invoice} ${inv.invoice_number}`);
    const event = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.action).toBe('clients.regenerateInvoice');
    expect(
      (
        await clients.post(api.clients.regenerateInvoice, {
          invoiceNumber: 'INV-2099-000001',
          clientId: inv.client_id,
        })
      ).status,
    ).toBe(404);
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
    const inv = await createInvoice(t.db, null, {
      clientId: c.id,
      issuedOn: '2031-03-01',
      lines: [{ label: 'Course', quantity: 1, unitAmount: 1000 }],
    });
    await t.db
      .updateTable('clients')
      .set({ legal_name: 'Changed After Issue SAS', city: 'Elsewhere' })
      .where('id', '=', c.id)
      .execute();
    await t.db
      .updateTable('client_contacts')
      .set({ name: 'Someone Else' })
      .where('id', '=', c.contact_id)
      .execute();
    const res = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: c.id,
    });
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
      client: {
        businessCode: 'CL000001',
        name: 'Acme',
        legalName: 'Acme SAS',
        addressLines: ['1 rue de la Paix', '75002 Paris'],
        vatNumber: 'FR12345678901',
      },
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
