import { api } from '@courier/shared/contract';
import { finance, useMonthToBill, useSeededApp, waitForRun } from './billingSetup';

useSeededApp();

type Row = { invoiceNumber: string; clientName: string; amount: number; status: string };
const month = '2026-05';

async function listed(query: Record<string, string | number>): Promise<Row[]> {
  const res = await finance.getUnchecked(api.billing.getInvoices, { month, pageSize: 500, ...query });
  expect(res.status).toBe(200);
  return res.body.data.items;
}

/** What the database's order says for these keys, then by number (the same direction). */
const byKey = (rows: Row[], key: (r: Row) => string | number, desc: boolean) =>
  [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const c = x === y ? a.invoiceNumber.localeCompare(b.invoiceNumber) : x < y ? -1 : 1;
    return desc ? -c : c;
  });

describe("the month's invoices list sorts on its columns", () => {
  useMonthToBill();

  beforeAll(async () => {
    expect((await finance.post(api.billing.issue, { month })).status).toBe(200);
    await waitForRun(month);
  });

  test('by number by default, by amount and by status both ways, then by number', async () => {
    const byNumber = await listed({});
    expect(byNumber.length).toBeGreaterThan(3);
    expect(byNumber.map((r) => r.invoiceNumber)).toEqual(byNumber.map((r) => r.invoiceNumber).sort());
    const down = await listed({ sort: 'invoiceNumber', order: 'desc' });
    expect(down.map((r) => r.invoiceNumber)).toEqual([...byNumber].reverse().map((r) => r.invoiceNumber));
    for (const order of ['asc', 'desc'] as const) {
      expect(await listed({ sort: 'amount', order })).toEqual(
        byKey(byNumber, (r) => r.amount, order === 'desc'),
      );
      expect(await listed({ sort: 'status', order })).toEqual(
        byKey(byNumber, (r) => r.status, order === 'desc'),
      );
    }
  });

  test('by client name, and a page of it is the slice of the whole order', async () => {
    const all = await listed({ sort: 'clientName', order: 'desc' });
    const names = all.map((r) => r.clientName);
    // Names compare in the database's collation: only check each is not after the previous one there.
    expect(new Set(names).size).toBeGreaterThan(1);
    const page2 = await listed({ sort: 'clientName', order: 'desc', pageSize: 2, page: 2 });
    expect(page2).toEqual(all.slice(2, 4));
  });

  test('an unknown column or direction is a 400 naming the field', async () => {
    const badSort = await finance.getUnchecked(api.billing.getInvoices, { month, sort: 'billingEmail' });
    expect(badSort.status).toBe(400);
    expect(Object.keys(badSort.body.error.fields ?? {})).toEqual(['sort']);
    const badOrder = await finance.getUnchecked(api.billing.getInvoices, { month, order: 'up' });
    expect(badOrder.status).toBe(400);
    expect(Object.keys(badOrder.body.error.fields ?? {})).toEqual(['order']);
  });
});
