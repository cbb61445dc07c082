import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { finance, clientInRecovery, request, useSeededApp } from './creditRequestsSetup';

useSeededApp();

describe('finance/creditRequests/getCreditRequests sorts on the chosen column', () => {
  test('by amount both ways, by invoice number, and the request order without a sort', async () => {
    const a = await clientInRecovery(50_000, 10);
    const b = await clientInRecovery(50_000, 10);
    const first = await request(a, 3_000);
    const second = await request(b, 1_000);
    const third = await request(a, 2_000);
    const mine = [first, second, third];
    const ids = async (query: Record<string, unknown>) => {
      const res = await finance.getUnchecked(api.creditRequests.getCreditRequests, query);
      expect(res.status).toBe(200);
      return (res.body.data.rows as { requestId: number }[]).map((r) => r.requestId).filter((id) => mine.includes(id));
    };
    expect(await ids({})).toEqual([first, second, third]);
    expect(await ids({ sort: 'amount' })).toEqual([second, third, first]);
    expect(await ids({ sort: 'amount', order: 'desc' })).toEqual([first, third, second]);
    // Two requests on a's invoice: the invoice number, then the request.
    const byInvoice = await ids({ sort: 'invoiceNumber' });
    expect(byInvoice.indexOf(first)).toBe(byInvoice.indexOf(third) - 1);
    expect(await ids({ sort: 'requestedAt', order: 'desc' })).toEqual([third, second, first]);
  });

  test('an unknown column or direction is a 400 naming it', async () => {
    const bad = await finance.getUnchecked(api.creditRequests.getCreditRequests, { sort: 'comment', order: 'up' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['order', 'sort']);
  });
});
