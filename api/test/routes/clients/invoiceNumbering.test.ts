import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { createInvoice } from '../../../src/services/invoices/issueInvoice';
import { billingSnapshot } from '../../../src/services/documents/invoiceSnapshot';
import { vatByRate } from '../../../src/domain/vat';
import { vatOf } from '../../../src/domain/invoicePdf';
import { t, clients, finance, openInvoice, useSeededApp } from './invoicesSetup';

useSeededApp();

describe('invoice numbering', () => {
  test('20 concurrent creations take 20 consecutive numbers of the year, without gaps or repeats', async () => {
    const client = await t.db
      .selectFrom('clients')
      .select(['id', 'vat_rate_bp'])
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await t.db
      .selectFrom('invoice_number_sequences')
      .select('last_value')
      .where('year', '=', 2031)
      .executeTakeFirst();
    expect(before).toBeUndefined();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createInvoice(t.db, null, {
          clientId: client.id,
          issuedOn: '2031-01-15',
          lines: [{ label: `Course ${i}`, quantity: 2, unitAmount: 1250 }],
        }),
      ),
    );
    const numbers = created.map((c) => c.invoice_number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`),
    );
    const seq = await t.db
      .selectFrom('invoice_number_sequences')
      .select('last_value')
      .where('year', '=', 2031)
      .executeTakeFirstOrThrow();
    expect(seq.last_value).toBe(20);
    const row = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('invoice_number', '=', 'INV-2031-000001')
      .executeTakeFirstOrThrow();
    expect(row.amount_excl_vat).toBe(2500);
    expect(row.amount).toBe(2500 + vatOf(2500, client.vat_rate_bp));
  });

  test('a failed creation gives its number back', async () => {
    await expect(
      createInvoice(t.db, null, { clientId: 999999, issuedOn: '2031-02-01', lines: [] }),
    ).rejects.toThrow('No such client');
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
    expect(
      vatByRate([
        { net: 3, rateBp: 2000 },
        { net: 3, rateBp: 2000 },
        { net: 3, rateBp: 2000 },
      ]),
    ).toBe(2);
    // Rounded line by line it would be 3 x 1 = 3 cents.
    expect([3, 3, 3].reduce((v, net) => v + vatOf(net, 2000), 0)).toBe(3);
    expect(
      vatByRate([
        { net: 1000, rateBp: 2000 },
        { net: 1000, rateBp: 550 },
      ]),
    ).toBe(200 + 55);

    const client = await t.db
      .selectFrom('clients')
      .select(['id', 'vat_rate_bp'])
      .where('vat_rate_bp', '=', 2000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const inv = await createInvoice(t.db, null, {
      clientId: client.id,
      issuedOn: '2031-04-01',
      lines: [
        { label: 'A', quantity: 1, unitAmount: 3 },
        { label: 'B', quantity: 1, unitAmount: 3 },
        { label: 'C', quantity: 1, unitAmount: 3 },
      ],
    });
    const row = await t.db
      .selectFrom('invoices')
      .select(['amount', 'amount_excl_vat'])
      .where('id', '=', inv.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_excl_vat: 9, amount: 11 });
    const lines = await t.db
      .selectFrom('invoice_lines')
      .select(['vat_category', 'vat_rate_bp'])
      .where('invoice_id', '=', inv.id)
      .execute();
    expect(lines).toEqual(Array(3).fill({ vat_category: 'S', vat_rate_bp: 2000 }));
    // The document's rate is the stored one: worked back from 9 and 11 cents it would be 22.22 %.
    await t.db.updateTable('clients').set({ vat_rate_bp: 550 }).where('id', '=', client.id).execute();
    expect((await billingSnapshot(t.db, inv.id)).vatRateBp).toBe(2000);
    await t.db
      .updateTable('clients')
      .set({ vat_rate_bp: client.vat_rate_bp })
      .where('id', '=', client.id)
      .execute();
  });
});

describe('clients/updateInvoicePONumber', () => {
  test('stale version 409, another client 404, clearing with empty text, 403 for FINANCE', async () => {
    const inv = await openInvoice(2);
    const set = await clients.post(api.clients.updateInvoicePONumber, {
      invoiceId: inv.id,
      invoicePONumber: 'A-1',
      clientId: inv.client_id,
      version: inv.version,
    });
    expect(set.body.data.version).toBe(inv.version + 1);
    const stale = await clients.post(api.clients.updateInvoicePONumber, {
      invoiceId: inv.id,
      invoicePONumber: 'A-2',
      clientId: inv.client_id,
      version: inv.version,
    });
    expect(stale.status).toBe(409);
    const wrong = await clients.post(api.clients.updateInvoicePONumber, {
      invoiceId: inv.id,
      invoicePONumber: 'A-2',
      clientId: inv.client_id + 1,
    });
    expect(wrong.status).toBe(404);
    expect(fieldNames(wrong)).toEqual(['invoiceId']);
    const cleared = await clients.post(api.clients.updateInvoicePONumber, {
      invoiceId: inv.id,
      invoicePONumber: '',
      clientId: inv.client_id,
    });
    expect(cleared.body.data.invoicePONumber).toBeNull();
    expect(
      (
        await finance.post(api.clients.updateInvoicePONumber, {
          invoiceId: inv.id,
          invoicePONumber: 'x',
          clientId: inv.client_id,
        })
      ).status,
    ).toBe(403);
  });
});
