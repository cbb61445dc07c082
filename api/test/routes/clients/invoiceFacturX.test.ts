import { api } from '@courier/shared/contract';
import { stepUpAs } from '../../helpers/stepUp';
import { createInvoice } from '../../../src/services/invoices/issueInvoice';
import { formatRate, type LegalLanguage } from '../../../src/domain/facturx';
import { DEMO_SELLER, seedSeller } from '../../../src/db/seed/seller';
import { pdfParts } from '../../domain/facturxPdf';
import { plain, pdfText, money, t, clients, useSeededApp } from './invoicesSetup';

useSeededApp();

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
    const row = await t.db
      .selectFrom('invoices')
      .select(['amount', 'amount_excl_vat'])
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    const res = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: c.id,
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(res.body.data.content, 'base64');
    const text = await pdfText(bytes);
    expect(text).toContain(`Facture ${inv.invoice_number}`);
    expect(text).toContain("Pas d'escompte pour paiement anticipé");
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement');
    expect(text).toContain(money(4000, 'fr'));
    expect(text).toContain(
      `Pénalités de retard : ${plain(formatRate(DEMO_SELLER.latePaymentRateBp, 'fr'))} par an`,
    );
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
    await t.db
      .updateTable('clients')
      .set({ invoice_language: c.invoice_language })
      .where('id', '=', c.id)
      .execute();
  });

  test("an English client's PDF: the English mentions, frozen at issue (a later change of language changes nothing)", async () => {
    const c = await clientIn('en', 4);
    const inv = await createInvoice(t.db, null, {
      clientId: c.id,
      issuedOn: '2031-05-03',
      lines: [{ label: 'Express runs', quantity: 2, unitAmount: 150050 }],
    });
    await t.db.updateTable('clients').set({ invoice_language: 'fr' }).where('id', '=', c.id).execute();
    const row = await t.db
      .selectFrom('invoices')
      .select(['amount', 'amount_excl_vat'])
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    const res = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: c.id,
    });
    const bytes = Buffer.from(res.body.data.content, 'base64');
    const text = await pdfText(bytes);
    expect(text).toContain(`Invoice ${inv.invoice_number}`);
    expect(text).toContain('No discount for early payment');
    expect(text).toContain('Fixed indemnity for recovery costs');
    expect(text).toContain(money(4000, 'en'));
    expect(text).toContain(
      `Late-payment penalties: ${formatRate(DEMO_SELLER.latePaymentRateBp, 'en')} a year`,
    );
    expect(text).toContain('SIRET 912 345 675 00017');
    expect(text).toContain(money(row.amount, 'en'));
    expect(text).not.toContain("Pas d'escompte");
    const xml = (await pdfParts(bytes)).attachments.find((a) => a.filename === 'factur-x.xml')!.content;
    expect(ciiCents(xml, 'GrandTotalAmount')).toBe(row.amount);
    expect(ciiCents(xml, 'TaxBasisTotalAmount')).toBe(row.amount_excl_vat);
    await t.db
      .updateTable('clients')
      .set({ invoice_language: c.invoice_language })
      .where('id', '=', c.id)
      .execute();
  });

  test('regenerating gives the same bytes, after a change of the client, of the seller and of the PO number: the issued document never changes', async () => {
    const c = await clientIn('fr', 5);
    const inv = await createInvoice(t.db, null, {
      clientId: c.id,
      issuedOn: '2031-05-04',
      lines: [{ label: 'Course', quantity: 4, unitAmount: 2599 }],
    });
    const first = await clients.get(api.clients.getInvoicePdf, {
      invoiceNumber: inv.invoice_number,
      clientId: c.id,
    });
    const before = Buffer.from(first.body.data.content, 'base64');
    await t.db
      .updateTable('clients')
      .set({
        legal_name: 'Another Name SAS',
        city: 'Ailleurs',
        invoice_language: 'en',
        payment_term_days: 60,
      })
      .where('id', '=', c.id)
      .execute();
    await seedSeller(t.db, { ...DEMO_SELLER, legalName: 'Nouveau Vendeur', latePaymentRateBp: 1500 });
    try {
      await stepUpAs(t, clients, 'clients');
      expect(
        (
          await clients.post(api.clients.regenerateInvoice, {
            invoiceNumber: inv.invoice_number,
            clientId: c.id,
          })
        ).status,
      ).toBe(200);
      const again = Buffer.from(
        (await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id }))
          .body.data.content,
        'base64',
      );
      expect(again.equals(before)).toBe(true);

      const version = (
        await t.db.selectFrom('invoices').select('version').where('id', '=', inv.id).executeTakeFirstOrThrow()
      ).version;
      expect(
        (
          await clients.post(api.clients.updateInvoicePONumber, {
            invoiceId: inv.id,
            invoicePONumber: 'PO-NEW-9',
            clientId: c.id,
            version,
          })
        ).status,
      ).toBe(200);
      const regenerated = await clients.post(api.clients.regenerateInvoice, {
        invoiceNumber: inv.invoice_number,
        clientId: c.id,
      });
      expect(regenerated.status).toBe(200);
      // The PO number is recorded on the invoice; its legal document stays as issued.
      expect(regenerated.body.data.invoicePONumber).toBe('PO-NEW-9');
      const after = Buffer.from(
        (await clients.get(api.clients.getInvoicePdf, { invoiceNumber: inv.invoice_number, clientId: c.id }))
          .body.data.content,
        'base64',
      );
      expect(after.equals(before)).toBe(true);
      const text = await pdfText(after);
      expect(text).not.toContain('PO-NEW-9');
      expect(text).toContain(DEMO_SELLER.legalName);
      expect(text).not.toContain('Nouveau Vendeur');
      expect(text).not.toContain('Another Name SAS');
      const events = await t.db
        .selectFrom('admin_events')
        .select('summary')
        .where('action', '=', 'documents.stored')
        .where('target_type', '=', 'invoice')
        .where('target_id', '=', String(inv.id))
        .execute();
      expect(events).toHaveLength(1);
    } finally {
      await seedSeller(t.db);
    }
  });
});
