import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { addDays } from '../../../src/domain/dates';
import { ageingBucket, ageingOf } from '../../../src/domain/ageing';
import { t, finance, clientsUser, noroles, clientId, asOf, EXPECTED, useSeededApp } from './recoverySetup';

useSeededApp();

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
    const res = await finance.get(api.finance.getClientInvoiceSummary, {
      search: 'e',
      agencyId: agency.id,
      pageSize: 500,
    });
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
    expect(report.body.data.rows.at(-1)).toMatchObject({
      date: asOf,
      kind: 'payment',
      credit: 4_000,
      balance: 40_000,
    });
  });

  test('a status change or a rename written straight to the database is in the next answer', async () => {
    const over90 = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .where('amount', '=', 8_000)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('invoices').set({ status: 'cancelled' }).where('id', '=', over90.id).execute();
    await t.db
      .updateTable('clients')
      .set({ name: 'Zz Recouvrement Renamed' })
      .where('id', '=', clientId)
      .execute();
    const after = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest1' });
    expect(after.body.data.items[0]).toMatchObject({
      name: 'Zz Recouvrement Renamed',
      overdueOver90: 0,
      overdue: 25_000,
      totalDue: 32_000,
    });
  });
});
