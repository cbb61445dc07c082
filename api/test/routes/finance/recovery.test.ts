import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { ageingBucket, ageingOf } from '../../../src/domain/ageing';
import { stepUpAs } from '../../helpers/stepUp';

let t: TestApp;
let finance: SignedIn;
let clientsUser: SignedIn;
let noroles: SignedIn;
/** The hand-built client and its invoices (see buildClient). */
let clientId: number;
const asOf = todayInParis();

const lastAdminEvent = () =>
  t.db.selectFrom('admin_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const lastClientEvent = (id: number) =>
  t.db
    .selectFrom('client_events')
    .selectAll()
    .where('client_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

let invoiceSeq = 0;
/** An invoice due `daysOverdue` days before today (negative: not yet due), issued 30 days before its due date. */
async function invoice(
  client: number,
  daysOverdue: number,
  amount: number,
  status: 'issued' | 'sent' | 'paid' | 'cancelled' = 'sent',
) {
  invoiceSeq += 1;
  const dueOn = addDays(asOf, -daysOverdue);
  const row = await t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2035-${String(invoiceSeq).padStart(6, '0')}`,
      client_id: client,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status,
    })
    .returning(['id', 'invoice_number', 'issued_on'])
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * A client of its own: open invoices on each side of the 30/31, 60/61 and 90/91 bounds, one
 * partly credited and paid, one paid in full but still "sent", a paid one and a cancelled one.
 * Expected (cents): not due 11000, 1–30 5000, 31–60 7000, 61–90 13000, over 90 8000.
 */
async function buildClient(): Promise<number> {
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: 'FINTEST1', name: 'Zz Recouvrement Test', payment_term_days: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await invoice(c.id, -5, 10_000); // not due
  await invoice(c.id, 0, 1_000); // due today: not due
  await invoice(c.id, 1, 2_000); // 1–30
  await invoice(c.id, 30, 3_000); // 1–30
  await invoice(c.id, 31, 4_000); // 31–60
  const f = await invoice(c.id, 60, 5_000); // 31–60, 5000 - 500 - 1500 = 3000
  await invoice(c.id, 61, 6_000); // 61–90
  await invoice(c.id, 90, 7_000); // 61–90
  await invoice(c.id, 91, 8_000); // over 90
  const paid = await invoice(c.id, 120, 9_000, 'paid');
  await invoice(c.id, 100, 5_000, 'cancelled');
  const settled = await invoice(c.id, 45, 2_000, 'sent'); // paid in full, status not updated: nothing remains
  await t.db
    .insertInto('credit_notes')
    .values({
      number: 'CN-2035-000001',
      invoice_id: f.id,
      client_id: c.id,
      amount: 500,
      comment: 'Geste',
      issued_on: addDays(f.issued_on, 2),
    })
    .execute();
  await t.db
    .insertInto('payments')
    .values([
      {
        client_id: c.id,
        invoice_id: f.id,
        paid_on: addDays(f.issued_on, 5),
        amount: 1_500,
        reference: 'ACOMPTE-F',
      },
      {
        client_id: c.id,
        invoice_id: paid.id,
        paid_on: addDays(paid.issued_on, 10),
        amount: 9_000,
        reference: 'VIR-PAID',
      },
      {
        client_id: c.id,
        invoice_id: settled.id,
        paid_on: addDays(settled.issued_on, 3),
        amount: 2_000,
        reference: 'VIR-SETTLED',
      },
    ])
    .execute();
  return c.id;
}

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  clientsUser = await t.injectAs('clients');
  noroles = await t.injectAs('noroles');
  clientId = await buildClient();
  // The billing contact is a step-up call (the refusal without one is in dunning.test.ts).
  await stepUpAs(t, finance, 'finance');
});
afterAll(() => t.close());

const EXPECTED = {
  notDue: 11_000,
  overdue1to30: 5_000,
  overdue31to60: 7_000,
  overdue61to90: 13_000,
  overdueOver90: 8_000,
  overdue: 33_000,
  totalDue: 44_000,
  openInvoices: 9,
};

describe('ageing rule (domain/ageing.ts)', () => {
  test('bounds: due today is not due; 30/31, 60/61 and 90/91 days fall on each side', () => {
    expect([-3, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      'notDue',
      'notDue',
      'overdue1to30',
      'overdue1to30',
      'overdue31to60',
      'overdue31to60',
      'overdue61to90',
      'overdue61to90',
      'overdueOver90',
      'overdueOver90',
    ]);
    expect(
      ageingOf(
        [
          { dueOn: '2026-01-01', remaining: 100 },
          { dueOn: '2026-01-31', remaining: 0 },
        ],
        '2026-03-02',
      ),
    ).toEqual({
      notDue: 0,
      overdue1to30: 0,
      overdue31to60: 100,
      overdue61to90: 0,
      overdueOver90: 0,
      overdue: 100,
      totalDue: 100,
      openInvoices: 1,
    });
  });
});

describe('finance/recovery/getClientInvoiceSummary', () => {
  test('the hand-built client: buckets in literal cents, paid, cancelled and settled invoices left out', async () => {
    const res = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(res.status).toBe(200);
    expect(res.body.data.asOf).toBe(asOf);
    expect(res.body.data.items).toHaveLength(1);
    const row = res.body.data.items[0];
    expect(row).toMatchObject({
      clientId,
      businessCode: 'FINTEST1',
      name: 'Zz Recouvrement Test',
      ...EXPECTED,
    });
    expect(row.oldestDueOn).toBe(addDays(asOf, -91));
    // The newest payment: the settled invoice's, issued 75 days ago and paid 3 days later.
    expect(row.lastPayment).toEqual({ paidOn: addDays(asOf, -72), amount: 2_000 });
    expect(res.body.data.totals).toEqual({ clients: 1, ...EXPECTED });
    expect(res.body.data.total).toBe(1);
  });

  test('the totals row is the sum of the rows (one full page of every client with something overdue)', async () => {
    const res = await finance.get(api.finance.getClientInvoiceSummary, {
      onlyOverdue: 'true',
      pageSize: 500,
    });
    expect(res.status).toBe(200);
    const { items, totals, total } = res.body.data;
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBe(total);
    const keys = [
      'notDue',
      'overdue1to30',
      'overdue31to60',
      'overdue61to90',
      'overdueOver90',
      'overdue',
      'totalDue',
      'openInvoices',
    ] as const;
    for (const k of keys) expect(totals[k]).toBe(items.reduce((s, r) => s + r[k], 0));
    expect(totals.clients).toBe(items.length);
    for (const r of items) {
      expect(r.overdue).toBeGreaterThan(0);
      expect(r.overdue).toBe(r.overdue1to30 + r.overdue31to60 + r.overdue61to90 + r.overdueOver90);
      expect(r.totalDue).toBe(r.notDue + r.overdue);
    }
  });

  test('sorted by total due, descending; paged with the totals of the whole filter set', async () => {
    const all = await finance.get(api.finance.getClientInvoiceSummary, {
      sort: 'totalDue',
      order: 'desc',
      pageSize: 500,
    });
    const items = all.body.data.items;
    expect(items.length).toBeGreaterThan(10);
    for (let i = 1; i < items.length; i++)
      expect(items[i - 1].totalDue).toBeGreaterThanOrEqual(items[i].totalDue);
    const second = await finance.get(api.finance.getClientInvoiceSummary, {
      sort: 'totalDue',
      order: 'desc',
      page: 2,
      pageSize: 5,
    });
    expect(second.body.data.items.map((r) => r.clientId)).toEqual(items.slice(5, 10).map((r) => r.clientId));
    expect(second.body.data.totals).toEqual(all.body.data.totals);
    expect(second.body.data.total).toBe(items.length);
  });

  test('filters: minimum overdue, agency', async () => {
    const min = await finance.get(api.finance.getClientInvoiceSummary, {
      minOverdue: 33_000,
      search: 'fintest1',
    });
    expect(min.body.data.items.map((r) => r.clientId)).toEqual([clientId]);
    const above = await finance.get(api.finance.getClientInvoiceSummary, {
      minOverdue: 33_001,
      search: 'fintest1',
    });
    expect(above.body.data.items).toEqual([]);
    expect(above.body.data.totals.totalDue).toBe(0);

    const withAgency = await finance.get(api.finance.getClientInvoiceSummary, { pageSize: 500 });
    const agencyId = withAgency.body.data.items.find((r) => r.agency)?.agency?.id;
    expect(agencyId).toBeDefined();
    const byAgency = await finance.get(api.finance.getClientInvoiceSummary, { agencyId, pageSize: 500 });
    expect(byAgency.body.data.items.length).toBeGreaterThan(0);
    for (const r of byAgency.body.data.items) expect(r.agency?.id).toBe(agencyId);
  });

  test("the summary's rows agree with each client's page on the seeded clients", async () => {
    const res = await finance.get(api.finance.getClientInvoiceSummary, { sort: 'overdue', pageSize: 8 });
    expect(res.body.data.items.length).toBe(8);
    for (const row of res.body.data.items) {
      const detail = await finance.get(api.finance.getRecovery, {}, { id: row.clientId });
      const { figures } = detail.body.data;
      expect(figures).toEqual({
        notDue: row.notDue,
        overdue1to30: row.overdue1to30,
        overdue31to60: row.overdue31to60,
        overdue61to90: row.overdue61to90,
        overdueOver90: row.overdueOver90,
        overdue: row.overdue,
        totalDue: row.totalDue,
        openInvoices: row.openInvoices,
      });
    }
  });

  test('search: the clients counted are those whose search text holds the term (checked against SQL)', async () => {
    for (const term of ['a', 'se', 'fintest', 'zz recouvrement', 'no such client text']) {
      const res = await finance.get(api.finance.getClientInvoiceSummary, { search: term, pageSize: 500 });
      expect(res.status).toBe(200);
      const { rows } = await sql<{ id: number }>`
        select c.id from clients c
        where c.search_text like ${`%${term}%`} and exists (
          select 1 from invoices i
          where i.client_id = c.id and i.status in ('issued', 'sent')
            and i.amount - coalesce((select sum(amount) from credit_notes where invoice_id = i.id), 0)
              - coalesce((select sum(amount) from payments where invoice_id = i.id), 0) > 0)
        order by c.id`.execute(t.db);
      expect(res.body.data.total).toBe(rows.length);
      expect(res.body.data.items.map((r) => r.clientId).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    }
    const none = await finance.get(api.finance.getClientInvoiceSummary, { search: 'no such client text' });
    expect(none.body.data.items).toEqual([]);
    expect(none.body.data.totals).toMatchObject({ clients: 0, totalDue: 0 });
  });

  test('search with an agency: the same clients as SQL; pages of a filtered set follow each other in the sort order', async () => {
    const agency = await t.db.selectFrom('agencies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await finance.get(api.finance.getClientInvoiceSummary, { search: 'e', agencyId: agency.id, pageSize: 500 });
    const { rows } = await sql<{ id: number }>`
      select c.id from clients c
      where c.search_text like '%e%' and c.agency_id = ${agency.id} and exists (
        select 1 from invoices i
        where i.client_id = c.id and i.status in ('issued', 'sent')
          and i.amount - coalesce((select sum(amount) from credit_notes where invoice_id = i.id), 0)
            - coalesce((select sum(amount) from payments where invoice_id = i.id), 0) > 0)
      order by c.id`.execute(t.db);
    expect(rows.length).toBeGreaterThan(10);
    expect(res.body.data.total).toBe(rows.length);
    expect(res.body.data.items.map((r) => r.clientId).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
    const query = { search: 'e', agencyId: agency.id, sort: 'totalDue' as const, order: 'asc' as const };
    const ten = await finance.get(api.finance.getClientInvoiceSummary, { ...query, pageSize: 10 });
    const first = await finance.get(api.finance.getClientInvoiceSummary, { ...query, pageSize: 5, page: 1 });
    const second = await finance.get(api.finance.getClientInvoiceSummary, { ...query, pageSize: 5, page: 2 });
    expect([...first.body.data.items, ...second.body.data.items].map((r) => r.clientId)).toEqual(
      ten.body.data.items.map((r) => r.clientId),
    );
    const dues = ten.body.data.items.map((r) => r.totalDue);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect(second.body.data.totals).toEqual(res.body.data.totals);
  });

  test('400 naming the bad fields; 403 without the FINANCE role', async () => {
    const bad = await finance.getUnchecked(api.finance.getClientInvoiceSummary, {
      minOverdue: -1,
      sort: 'bogus',
      agencyId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['agencyId', 'minOverdue', 'sort']);
    expect((await clientsUser.get(api.finance.getClientInvoiceSummary)).status).toBe(403);
    expect((await noroles.get(api.finance.getClientInvoiceSummary)).status).toBe(403);
  });
});

describe('finance/recovery/{id}', () => {
  test('open invoices with what remains, payments, credit notes; by id or business code', async () => {
    const res = await finance.get(api.finance.getRecovery, {}, { id: 'fintest1' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.client).toMatchObject({ clientId, businessCode: 'FINTEST1', paymentTermDays: 30 });
    expect(d.figures).toEqual(EXPECTED);
    expect(d.openInvoices.map((i) => i.remaining)).toEqual([
      8_000, 7_000, 6_000, 3_000, 4_000, 3_000, 2_000, 1_000, 10_000,
    ]);
    expect(d.openInvoices.map((i) => i.daysOverdue)).toEqual([91, 90, 61, 60, 31, 30, 1, 0, -5]);
    const f = d.openInvoices[3];
    expect(f).toMatchObject({ amount: 5_000, credited: 500, paid: 1_500, remaining: 3_000 });
    expect(d.payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1_500, 2_000, 9_000]);
    expect(d.creditNotes).toEqual([
      expect.objectContaining({
        number: 'CN-2035-000001',
        invoiceNumber: f.invoiceNumber,
        amount: 500,
        comment: 'Geste',
      }),
    ]);
    expect(d.billingContact).toBeNull();
    const byId = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(byId.body.data.figures).toEqual(EXPECTED);
  });

  test('404 for an unknown client; 403 without the role', async () => {
    expect((await finance.get(api.finance.getRecovery, {}, { id: 999_999 })).status).toBe(404);
    expect((await finance.get(api.finance.getRecovery, {}, { id: 'NOPE-CODE' })).status).toBe(404);
    expect((await clientsUser.get(api.finance.getRecovery, {}, { id: clientId })).status).toBe(403);
  });
});

describe('finance/recovery/addNote', () => {
  test('adds a note, shown in the detail and as the last note of the summary; client and admin events written', async () => {
    const res = await finance.post(api.finance.addNote, {
      note: '  Relance par téléphone, promesse de paiement  ',
      clientId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      note: 'Relance par téléphone, promesse de paiement',
      userName: 'Finance Demo',
    });
    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.notes[0]).toEqual(res.body.data);
    const summary = await finance.get(api.finance.getClientInvoiceSummary, { search: 'FINTEST1' });
    expect(summary.body.data.items[0].lastNote).toEqual({
      at: res.body.data.at,
      note: res.body.data.note,
      userName: 'Finance Demo',
    });
    expect(await lastClientEvent(clientId)).toMatchObject({ kind: 'recovery_note' });
    expect(await lastAdminEvent()).toMatchObject({
      action: 'finance.addNote',
      target_type: 'client',
      target_id: String(clientId),
    });
  });

  test('400 naming fields (missing, blank, unknown), 404 naming clientId, 403', async () => {
    const missing = await finance.postUnchecked(api.finance.addNote, {});
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toEqual(['clientId', 'note']);
    const blank = await finance.postUnchecked(api.finance.addNote, { note: '   ', clientId, extra: 1 });
    expect(blank.status).toBe(400);
    expect(fieldNames(blank)).toEqual(['extra', 'note']);
    const unknown = await finance.post(api.finance.addNote, { note: 'x', clientId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await clientsUser.post(api.finance.addNote, { note: 'x', clientId })).status).toBe(403);
  });
});

describe('finance/recovery/updateBillingContact', () => {
  test('a client without one gets a billing contact; then edits carry its version, a stale one is 409', async () => {
    const created = await finance.post(api.finance.updateBillingContact, {
      clientId,
      name: 'Paule Compta',
      email: 'Compta@Example.COM',
      phoneNumber: '+33 1 23 45 67 89',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Paule Compta',
      email: 'compta@example.com',
      phoneNumber: '+33 1 23 45 67 89',
      version: 1,
    });
    const client = await t.db
      .selectFrom('clients')
      .select('billing_contact_id')
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(client.billing_contact_id).toBe(created.body.data.contactId);

    const noVersion = await finance.post(api.finance.updateBillingContact, { clientId, name: 'Paule' });
    expect(noVersion.status).toBe(400);
    expect(fieldNames(noVersion)).toEqual(['version']);

    const edited = await finance.post(api.finance.updateBillingContact, {
      clientId,
      version: 1,
      name: 'Paule Martin',
      email: 'compta@example.com',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      contactId: created.body.data.contactId,
      name: 'Paule Martin',
      phoneNumber: null,
      version: 2,
    });
    expect(await lastAdminEvent()).toMatchObject({
      action: 'finance.updateBillingContact',
      target_id: String(clientId),
    });
    expect((await lastClientEvent(clientId)).summary).toBe('Billing contact edited: name, phoneNumber');

    const stale = await finance.post(api.finance.updateBillingContact, {
      clientId,
      version: 1,
      name: 'Someone else',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);

    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.billingContact).toEqual(edited.body.data);
  });

  test('400 naming fields, 404, 403', async () => {
    const bad = await finance.postUnchecked(api.finance.updateBillingContact, {
      clientId: 'x',
      name: '',
      email: 'not-an-email',
      phoneNumber: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientId', 'email', 'name', 'phoneNumber']);
    const unknown = await finance.post(api.finance.updateBillingContact, { clientId: 999_999, name: 'A' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await clientsUser.post(api.finance.updateBillingContact, { clientId, name: 'A' })).status).toBe(
      403,
    );
  });
});

describe('finance/recovery/getEventsClient', () => {
  test("the client's timeline, newest first, paged", async () => {
    const res = await finance.get(api.finance.getEventsClient, { clientId, pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    const ids = res.body.data.items.map((e) => e.eventId);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const page2 = await finance.get(api.finance.getEventsClient, { clientId, page: 2, pageSize: 2 });
    expect(page2.body.data.items[0].eventId).toBeLessThan(ids[1]);
  });

  test('keyset pages (before: the last event shown) follow each other like the numbered pages, disjoint', async () => {
    const all = await finance.get(api.finance.getEventsClient, { clientId, pageSize: 500 });
    const first = await finance.get(api.finance.getEventsClient, { clientId, pageSize: 2 });
    const next = await finance.get(api.finance.getEventsClient, {
      clientId,
      pageSize: 2,
      before: first.body.data.items[1].eventId,
    });
    expect(next.status).toBe(200);
    expect([...first.body.data.items, ...next.body.data.items].map((e) => e.eventId)).toEqual(
      all.body.data.items.slice(0, 4).map((e) => e.eventId),
    );
    expect(next.body.data.total).toBe(all.body.data.total);
  });

  test('400 without clientId, 404 unknown client, 403', async () => {
    const missing = await finance.getUnchecked(api.finance.getEventsClient, {});
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toEqual(['clientId']);
    expect((await finance.get(api.finance.getEventsClient, { clientId: 999_999 })).status).toBe(404);
    expect((await clientsUser.get(api.finance.getEventsClient, { clientId })).status).toBe(403);
  });
});

describe('finance/recovery/getClientAccountingReport', () => {
  test('invoices, credit notes and payments in date order; the running balance ends at the amount due', async () => {
    const res = await finance.get(api.finance.getClientAccountingReport, { clientId });
    expect(res.status).toBe(200);
    const r = res.body.data;
    // 11 invoices (the cancelled one left out), 1 credit note, 3 payments.
    expect(r.rows.map((x) => x.kind).filter((k) => k === 'invoice')).toHaveLength(11);
    expect(r.rows.filter((x) => x.kind === 'credit_note')).toHaveLength(1);
    expect(r.rows.filter((x) => x.kind === 'payment')).toHaveLength(3);
    expect(r.totalDebit).toBe(57_000);
    expect(r.totalCredit).toBe(13_000);
    expect(r.amountDue).toBe(44_000);
    expect(r.rows[r.rows.length - 1].balance).toBe(44_000);
    for (let i = 1; i < r.rows.length; i++) {
      expect(r.rows[i - 1].date <= r.rows[i].date).toBe(true);
      expect(r.rows[i].balance).toBe(r.rows[i - 1].balance + r.rows[i].debit - r.rows[i].credit);
    }
    expect(r.rows[0]).toMatchObject({
      kind: 'invoice',
      debit: 9_000,
      credit: 0,
      balance: 9_000,
      date: addDays(asOf, -150),
    });
  });

  test('the seeded clients: the last balance meets the amount due', async () => {
    const res = await finance.get(api.finance.getClientInvoiceSummary, { sort: 'totalDue', pageSize: 5 });
    expect(res.body.data.items).toHaveLength(5);
    for (const row of res.body.data.items) {
      const report = await finance.get(api.finance.getClientAccountingReport, { clientId: row.clientId });
      expect(report.body.data.rows.length).toBeGreaterThan(0);
      expect(report.body.data.amountDue).toBe(row.totalDue);
      expect(report.body.data.rows[report.body.data.rows.length - 1].balance).toBe(row.totalDue);
    }
  });

  test('400, 404, 403', async () => {
    const bad = await finance.getUnchecked(api.finance.getClientAccountingReport, { clientId: '-3' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientId']);
    expect((await finance.get(api.finance.getClientAccountingReport, { clientId: 999_999 })).status).toBe(
      404,
    );
    expect((await noroles.get(api.finance.getClientAccountingReport, { clientId })).status).toBe(403);
  });
});

describe('what each invoice still owes is kept by the database (migration 0035)', () => {
  const remainingOf = async (id: number) =>
    Number(
      (await sql<{ remaining: string }>`select remaining::text from invoices where id = ${id}`.execute(t.db)).rows[0]
        .remaining,
    );
  const drift = async () =>
    (
      await sql<{ n: string }>`
        select count(*)::text as n from invoices i
        where i.remaining <> greatest(0, i.amount
          - coalesce((select sum(amount) from credit_notes where invoice_id = i.id), 0)
          - coalesce((select sum(amount) from payments where invoice_id = i.id), 0))`.execute(t.db)
    ).rows[0].n;

  test('the seed and the migration agree with the sums of payments and credit notes on every invoice', async () => {
    expect(await drift()).toBe('0');
    expect(await receivablesDrift()).toEqual([]);
  });

  test('payments and credit notes inserted, changed, moved and deleted; an amount changed: the next summary sees each', async () => {
    const c = await t.db
      .insertInto('clients')
      .values({ business_code: 'FINTEST2', name: 'Zz Receivables Test', payment_term_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await invoice(c.id, 10, 10_000);
    const b = await invoice(c.id, 40, 6_000);
    const due = async () => {
      const res = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest2' });
      return res.body.data.items[0] ? res.body.data.items[0].totalDue : 0;
    };
    expect(await due()).toBe(16_000);
    const paid = await t.db
      .insertInto('payments')
      .values([
        { client_id: c.id, invoice_id: a.id, paid_on: asOf, amount: 3_000 },
        { client_id: c.id, invoice_id: a.id, paid_on: asOf, amount: 2_000 },
        { client_id: c.id, invoice_id: null, paid_on: asOf, amount: 700 },
      ])
      .returning('id')
      .execute();
    expect(await remainingOf(a.id)).toBe(5_000);
    expect(await due()).toBe(11_000);
    await t.db.updateTable('payments').set({ amount: 1_000 }).where('id', '=', paid[0].id).execute();
    expect(await due()).toBe(13_000);
    await t.db.updateTable('payments').set({ invoice_id: b.id }).where('id', '=', paid[1].id).execute();
    expect([await remainingOf(a.id), await remainingOf(b.id)]).toEqual([9_000, 4_000]);
    await t.db.deleteFrom('payments').where('id', '=', paid[0].id).execute();
    expect(await remainingOf(a.id)).toBe(10_000);
    const note = await t.db
      .insertInto('credit_notes')
      .values({ number: 'CN-2035-000002', invoice_id: b.id, client_id: c.id, amount: 4_000, comment: 'All', issued_on: asOf })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await remainingOf(b.id)).toBe(0);
    const page = await finance.get(api.finance.getRecovery, {}, { id: 'FINTEST2' });
    expect(page.body.data.openInvoices.map((i) => i.invoiceId)).toEqual([a.id]);
    expect(page.body.data.figures).toMatchObject({ totalDue: 10_000, openInvoices: 1 });
    await t.db.updateTable('credit_notes').set({ amount: 1_000 }).where('id', '=', note.id).execute();
    expect(await remainingOf(b.id)).toBe(3_000);
    await t.db.deleteFrom('credit_notes').where('id', '=', note.id).execute();
    await t.db.updateTable('invoices').set({ amount: 12_000 }).where('id', '=', a.id).execute();
    expect(await due()).toBe(16_000);
    const report = await finance.get(api.finance.getClientAccountingReport, { clientId: c.id });
    expect(report.body.data.amountDue).toBe(16_000);
    expect(await drift()).toBe('0');
    expect(await receivablesDrift()).toEqual([]);

    // Invoice edits: due date, status, client, delete; the clients' rows follow each.
    const other = await t.db
      .insertInto('clients')
      .values({ business_code: 'FINTEST3', name: 'Zz Receivables Other', payment_term_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('invoices')
      .set({ issued_on: addDays(asOf, -125), due_on: addDays(asOf, -95) })
      .where('id', '=', b.id)
      .execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.updateTable('invoices').set({ status: 'cancelled' }).where('id', '=', a.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    // The client moves to another agency and sales agent: its figures move in the kept totals.
    const [agency, agent] = await Promise.all([
      t.db.selectFrom('agencies').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow(),
      t.db.selectFrom('sales_agents').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow(),
    ]);
    await t.db.updateTable('clients').set({ agency_id: agency.id, sales_agent_id: agent.id }).where('id', '=', c.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    const byAgency = await finance.get(api.finance.getClientInvoiceSummary, { agencyId: agency.id, salesAgentId: agent.id });
    expect(byAgency.body.data.items.map((i) => i.clientId)).toContain(c.id);
    expect(byAgency.body.data.totals.clients).toBe(byAgency.body.data.items.length);
    // Its name, city and business code change: the text its row keeps follows each (migration
    // 0052), and a search finds it by the new text only.
    await t.db.updateTable('clients').set({ name: 'Zz Receivables Renamed' }).where('id', '=', c.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.updateTable('clients').set({ city: 'Quimperlé-sur-Test' }).where('id', '=', c.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.updateTable('clients').set({ business_code: 'FINTEST2B' }).where('id', '=', c.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    for (const [term, found] of [['quimperlé-sur', [c.id]], ['fintest2b', [c.id]], ['zz receivables renamed', [c.id]], ['zz receivables test', []]] as const) {
      const res = await finance.get(api.finance.getClientInvoiceSummary, { search: term });
      expect([term, res.body.data.items.map((i) => i.clientId), res.body.data.totals.clients]).toEqual([term, found, found.length]);
    }
    const { compactReceivablesTotals } = await import('../../../src/repositories/finance/recoveryFlags');
    const rowsOfTotals = async () =>
      Number((await sql<{ n: string }>`select count(*)::text as n from client_receivables_totals`.execute(t.db)).rows[0].n);
    const appended = await rowsOfTotals();
    await compactReceivablesTotals(t.db);
    expect(await rowsOfTotals()).toBeLessThan(appended);
    expect(await receivablesDrift()).toEqual([]);
    expect(await finance.get(api.finance.getClientInvoiceSummary, { agencyId: agency.id, salesAgentId: agent.id })).toMatchObject({
      body: { data: { totals: byAgency.body.data.totals } },
    });
    await t.db.updateTable('invoices').set({ client_id: other.id }).where('id', '=', b.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    expect(await receivableRow(c.id)).toBeUndefined();
    expect(await receivableRow(other.id)).toMatchObject({ open_invoices: 1, total_due: '4000', overdue_over90: '4000' });
    await t.db.deleteFrom('payments').where('invoice_id', '=', b.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.deleteFrom('invoices').where('id', '=', b.id).execute();
    expect(await receivableRow(other.id)).toBeUndefined();
    await t.db.updateTable('invoices').set({ status: 'sent' }).where('id', '=', a.id).execute();
    expect(await receivableRow(c.id)).toMatchObject({ open_invoices: 1, total_due: '12000', overdue1to30: '12000' });
    expect(await receivablesDrift()).toEqual([]);
  });
});

/**
 * What the database keeps of the receivables and a fresh count disagree on: the clients whose
 * row in client_receivables (migration 0039) differs from a count of their open invoices as of
 * today (or is missing, or is there with nothing open, or keeps another name, agency, sales agent
 * or search text than the client's), and the groups of the kept totals (migration 0048) that differ from the
 * rows added up (as `totals <agency>/<sales agent>/<overdue or not>`).
 */
async function receivablesDrift() {
  const { rows: groups } = await sql<{ g: string }>`
    with kept as (
      select agency_id, sales_agent_id, has_overdue, sum(clients)::bigint as clients, sum(open_invoices)::bigint as open_invoices,
        sum(total_due)::bigint as total_due, sum(not_due)::bigint as not_due, sum(overdue1to30)::bigint as overdue1to30,
        sum(overdue31to60)::bigint as overdue31to60, sum(overdue61to90)::bigint as overdue61to90,
        sum(overdue_over90)::bigint as overdue_over90, sum(overdue)::bigint as overdue
      from client_receivables_totals group by 1, 2, 3
      having sum(clients) <> 0 or sum(total_due) <> 0 or sum(open_invoices) <> 0),
    counted as (
      select c.agency_id, c.sales_agent_id, r.overdue > 0 as has_overdue, count(*)::bigint as clients,
        sum(r.open_invoices)::bigint, sum(r.total_due)::bigint, sum(r.not_due)::bigint, sum(r.overdue1to30)::bigint,
        sum(r.overdue31to60)::bigint, sum(r.overdue61to90)::bigint, sum(r.overdue_over90)::bigint, sum(r.overdue)::bigint
      from client_receivables r join clients c on c.id = r.client_id group by 1, 2, 3)
    select concat('totals ', agency_id, '/', sales_agent_id, '/', has_overdue) as g
    from ((select * from kept except all select * from counted) union all (select * from counted except all select * from kept)) d
    order by 1`.execute(t.db);
  const { rows: misfiled } = await sql<{ client_id: number }>`
    select r.client_id from client_receivables r join clients c on c.id = r.client_id
    where (r.name, r.agency_id, r.sales_agent_id, r.search_text)
      is distinct from (c.name, c.agency_id, c.sales_agent_id, c.search_text)`.execute(t.db);
  return [...(await clientsDrift()), ...misfiled.map((r) => r.client_id), ...groups.map((r) => r.g)];
}

async function clientsDrift() {
  const { rows } = await sql<{ client_id: number }>`
    with fresh as (
      select i.client_id, (now() at time zone 'Europe/Paris')::date as as_of, count(*)::int as open_invoices,
        sum(i.remaining)::bigint as total_due,
        coalesce(sum(i.remaining) filter (where i.due_on >= ${asOf}::date), 0)::bigint as not_due,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on between 1 and 30), 0)::bigint as overdue1to30,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on between 31 and 60), 0)::bigint as overdue31to60,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on between 61 and 90), 0)::bigint as overdue61to90,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on > 90), 0)::bigint as overdue_over90,
        coalesce(sum(i.remaining) filter (where i.due_on < ${asOf}::date), 0)::bigint as overdue,
        min(i.due_on) as oldest_due_on
      from invoices i where i.status in ('issued', 'sent') and i.remaining > 0 group by i.client_id
    ),
    kept as (
      select client_id, as_of, open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90,
        overdue_over90, overdue, oldest_due_on from client_receivables
    )
    select client_id from ((select * from fresh except all select * from kept)
      union all (select * from kept except all select * from fresh)) d
    order by client_id`.execute(t.db);
  return rows.map((r) => r.client_id);
}

const receivableRow = async (id: number) =>
  (
    await sql<Record<string, unknown>>`
      select open_invoices, total_due::text, not_due::text, overdue1to30::text, overdue_over90::text
      from client_receivables where client_id = ${id}`.execute(t.db)
  ).rows[0];

describe("the clients' figures of an earlier day (client_receivables before the daily job)", () => {
  test('rows counted yesterday: the summary still answers as of today; the job recounts them', async () => {
    const query = [
      {},
      { sort: 'overdueOver90' as const, order: 'desc' as const },
      { sort: 'name' as const, order: 'asc' as const, page: 2 },
      { onlyOverdue: 'true' as const, sort: 'totalDue' as const },
      { minOverdue: 50_000 },
    ];
    const answers = async () => {
      const all = [];
      for (const q of query) {
        const res = await finance.get(api.finance.getClientInvoiceSummary, q);
        expect(res.status).toBe(200);
        all.push(res.body.data);
      }
      return all;
    };
    const before = await answers();
    // As the rows stand the morning after (one day older; a third of them, the rest recounted).
    await sql`
      update client_receivables set as_of = as_of - 1,
        not_due = not_due + 1, overdue = overdue + 7, total_due = total_due + 3
      where client_id % 3 <> 0`.execute(t.db);
    const stale = async () =>
      Number((await sql<{ n: string }>`select count(*)::text as n from client_receivables where as_of < ${asOf}::date`.execute(t.db)).rows[0].n);
    expect(await stale()).toBeGreaterThan(0);
    expect(await answers()).toEqual(before);
    const { refreshClientReceivables } = await import('../../../src/repositories/finance/recoveryFlags');
    // In batches of 2 here (5,000 in the job): every stale row is recounted, batch after batch.
    const staleBefore = await stale();
    expect(staleBefore).toBeGreaterThan(4);
    expect(await refreshClientReceivables(t.db, 2)).toBe(staleBefore);
    expect(await stale()).toBe(0);
    expect(await receivablesDrift()).toEqual([]);
    expect(await answers()).toEqual(before);
    expect(await refreshClientReceivables(t.db)).toBe(0);
  });

  test('just after midnight, more rows of an earlier day than a read recounts: the kept figures, dated as of that day', async () => {
    const { clientInvoiceSummary } = await import('../../../src/repositories/finance/summary');
    const { refreshClientReceivables } = await import('../../../src/repositories/finance/recoveryFlags');
    const query = { page: 1, pageSize: 50, sort: 'overdue', order: 'desc', onlyOverdue: false } as const;
    // Midnight: every row is a day old, its figures as they were (the amounts still current).
    await sql`update client_receivables set as_of = as_of - 1`.execute(t.db);
    try {
      const rows = Number(
        (await sql<{ n: string }>`select count(*)::text as n from client_receivables`.execute(t.db)).rows[0].n,
      );
      expect(rows).toBeGreaterThan(3);
      const yesterday = addDays(asOf, -1);
      const kept = await clientInvoiceSummary(t.db, query, asOf, rows - 1);
      expect(kept.asOf).toBe(yesterday);
      // The kept rows as they stand: as the summary answered yesterday.
      const asYesterday = await clientInvoiceSummary(t.db, query, yesterday);
      expect(kept).toEqual(asYesterday);
      // Few enough to count again at read (the limit): today's figures, as the job will write them.
      const recounted = await clientInvoiceSummary(t.db, query, asOf, rows);
      expect(recounted.asOf).toBe(asOf);
      await refreshClientReceivables(t.db);
      expect(await clientInvoiceSummary(t.db, query, asOf, 0)).toEqual(recounted);
    } finally {
      await refreshClientReceivables(t.db);
    }
    expect(await receivablesDrift()).toEqual([]);
  });
});

describe("a client's page reads the tables at each call", () => {
  test('a note, a billing contact and a payment method written straight to the database are in the next answer', async () => {
    const before = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(before.status).toBe(200);
    const contact = before.body.data.billingContact;
    expect(contact).not.toBeNull();
    const staff = await t.db
      .selectFrom('staff_users')
      .select('id')
      .where('login', '=', 'finance')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('recovery_notes')
      .values({ client_id: clientId, user_id: staff.id, note: 'Written straight to the table' })
      .execute();
    await t.db
      .updateTable('client_contacts')
      .set({ phone_number: '+33 1 99 88 77 66', version: contact!.version + 1 })
      .where('id', '=', contact!.contactId)
      .execute();
    const method = await t.db.selectFrom('payment_methods').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .updateTable('payments')
      .set({ payment_method_id: method.id })
      .where('client_id', '=', clientId)
      .where('reference', '=', 'ACOMPTE-F')
      .execute();
    const after = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(after.body.data.notes[0]).toMatchObject({ note: 'Written straight to the table', userName: 'Finance Demo' });
    expect(after.body.data.billingContact).toMatchObject({
      contactId: contact!.contactId,
      phoneNumber: '+33 1 99 88 77 66',
      version: contact!.version + 1,
    });
    const summary = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(summary.body.data.items[0].lastNote).toMatchObject({ note: 'Written straight to the table', userName: 'Finance Demo' });

    // Renaming the method changes no payment row: the page joins the method's name.
    await t.db.updateTable('payment_methods').set({ name: 'Virement renommé' }).where('id', '=', method.id).execute();
    const renamed = await finance.get(api.finance.getRecovery, {}, { id: 'FINTEST1' });
    const acompte = renamed.body.data.payments.find((p) => p.reference === 'ACOMPTE-F');
    expect(acompte?.paymentMethod).toEqual({ id: method.id, name: 'Virement renommé' });
  });
});

describe('the timeline reads the table at each call', () => {
  test('an event written straight to the database is the first of the next page', async () => {
    const before = await finance.get(api.finance.getEventsClient, { clientId });
    expect(before.status).toBe(200);
    const total = before.body.data.total;
    await t.db
      .insertInto('client_events')
      .values({ client_id: clientId, user_id: null, kind: 'comment', summary: 'Written straight to the timeline' })
      .execute();
    const after = await finance.get(api.finance.getEventsClient, { clientId });
    expect(after.body.data.total).toBe(total + 1);
    expect(after.body.data.items[0]).toMatchObject({ kind: 'comment', summary: 'Written straight to the timeline', userName: null });
  });
});

describe('the summary reads the tables at each call', () => {
  test('a payment added since the last summary shows at once (last of the file: it changes the figures)', async () => {
    const before = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(before.body.data.items[0].notDue).toBe(11_000);
    const notDue = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .where('amount', '=', 10_000)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payments')
      .values({ client_id: clientId, invoice_id: notDue.id, paid_on: asOf, amount: 4_000 })
      .execute();
    const after = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(after.body.data.items[0]).toMatchObject({
      notDue: 7_000,
      totalDue: 40_000,
      lastPayment: { paidOn: asOf, amount: 4_000 },
    });
    const report = await finance.get(api.finance.getClientAccountingReport, { clientId });
    expect(report.body.data.amountDue).toBe(40_000);
    expect(report.body.data.rows.at(-1)).toMatchObject({ date: asOf, kind: 'payment', credit: 4_000, balance: 40_000 });
  });

  test('a status change or a rename written straight to the database is in the next answer', async () => {
    const over90 = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .where('amount', '=', 8_000)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('invoices').set({ status: 'cancelled' }).where('id', '=', over90.id).execute();
    await t.db.updateTable('clients').set({ name: 'Zz Recouvrement Renamed' }).where('id', '=', clientId).execute();
    const after = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(after.body.data.items[0]).toMatchObject({
      name: 'Zz Recouvrement Renamed',
      overdueOver90: 0,
      overdue: 25_000,
      totalDue: 32_000,
    });
  });
});
