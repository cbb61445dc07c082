import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { financeSettings } from '../../../src/repositories/finance/settings';
import {
  t,
  clients,
  finance,
  unitId,
  clientInRecovery,
  inRecovery,
  creditNotesOf,
  clientEvents,
  adminEventsOf,
  userId,
  request,
  useSeededApp,
} from './creditRequestsSetup';

useSeededApp();

const pendingIds = async (clientId: number) =>
  (
    await sql<{
      id: number;
    }>`select id from credit_requests where client_id = ${clientId} and status = 'pending'`.execute(t.db)
  ).rows.length;

describe('clients/createInvoiceCredit records a request and credits nothing', () => {
  test('a CLIENTS-only user asking for the whole debt: no credit note, the recovery block stays', async () => {
    const threshold = (await financeSettings(t.db)).recoveryThreshold;
    const c = await clientInRecovery(threshold + 500_000);
    expect(await inRecovery(c.clientId)).toBe(true);
    const res = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: c.invoiceNumber,
      amount: c.amount,
      businessUnit: unitId,
      comment: 'Write it all off',
      clientId: c.clientId,
    });
    expect(res.status).toBe(200);
    // What the review saw: a credit note written off the debt and the block gone.
    expect(await creditNotesOf(c.invoiceId)).toEqual([]);
    expect(await inRecovery(c.clientId)).toBe(true);
    expect(res.body.data).toEqual({ requestId: expect.any(Number), status: 'pending' });
    // Four more, as the review did: still nothing credited, still blocked.
    for (let i = 0; i < 4; i++) await request(c, Math.floor(c.amount / 4));
    expect(await creditNotesOf(c.invoiceId)).toEqual([]);
    expect(await inRecovery(c.clientId)).toBe(true);
    // The Clients area sees its requests waiting for finance.
    const waiting = await clients.get(api.creditRequests.getClientCreditRequests, { clientId: c.clientId });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.rows.map((r) => [r.status, r.amount, r.requestedBy])).toEqual([
      ['pending', c.amount, 'Clients Demo'],
      ...Array(4).fill(['pending', Math.floor(c.amount / 4), 'Clients Demo']),
    ]);
    expect(
      (await clients.get(api.creditRequests.getClientCreditRequests, { clientId: 2_000_000_000 })).status,
    ).toBe(404);
    expect(
      (await finance.get(api.creditRequests.getClientCreditRequests, { clientId: c.clientId })).status,
    ).toBe(403);
    const invoice = await t.db
      .selectFrom('invoices')
      .select(['status'])
      .where('id', '=', c.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe('sent');
    // The request is on the timeline and in the admin events, naming who asked.
    const events = await clientEvents(c.clientId);
    const asked = events.filter((e) => e.kind === 'credit_request');
    expect(asked).toHaveLength(5);
    expect(asked[0]).toMatchObject({ user_id: await userId('clients') });
    expect(asked[0].summary).toContain('requested by Clients Demo');
    const audit = (await adminEventsOf(c.clientId)).filter((e) => e.action === 'clients.createInvoiceCredit');
    expect(audit.map((e) => e.user_id)).toEqual(Array(5).fill(await userId('clients')));
  });

  test('over what remains due, an unknown unit or invoice, a missing comment: refused, nothing recorded', async () => {
    const c = await clientInRecovery(10_000, 5);
    const over = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: c.invoiceNumber,
      amount: 10_001,
      businessUnit: unitId,
      comment: 'x',
      clientId: c.clientId,
    });
    expect(over.status).toBe(409);
    expect(fieldNames(over)).toEqual(['amount']);
    const noUnit = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: c.invoiceNumber,
      amount: 1,
      businessUnit: 99999,
      comment: 'x',
      clientId: c.clientId,
    });
    expect(noUnit.status).toBe(404);
    expect(fieldNames(noUnit)).toEqual(['businessUnit']);
    const noInvoice = await clients.post(api.clients.createInvoiceCredit, {
      invoiceNumber: 'INV-2036-999999',
      amount: 1,
      businessUnit: unitId,
      comment: 'x',
      clientId: c.clientId,
    });
    expect(noInvoice.status).toBe(404);
    const bad = await clients.postUnchecked(api.clients.createInvoiceCredit, {
      invoiceNumber: c.invoiceNumber,
      amount: 0,
      businessUnit: unitId,
      clientId: c.clientId,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['amount', 'comment']);
    expect(await pendingIds(c.clientId)).toBe(0);
  });
});

describe('role by role', () => {
  test('every role other than FINANCE gets 403 on the list, approve, refuse and direct issue, even after a step-up', async () => {
    const c = await clientInRecovery(12_000, 10);
    const requestId = await request(c, 1_000);
    const body = {
      invoiceNumber: c.invoiceNumber,
      amount: 1_000,
      businessUnit: unitId,
      comment: 'x',
      clientId: c.clientId,
    };
    const logins = [
      'workers',
      'retrib',
      'settings',
      'vehicles',
      'clients',
      'chat',
      'cfrusers',
      'shifts',
      'regular',
      'planner',
      'noroles',
    ];
    const seen: Record<string, number[]> = {};
    for (const login of logins) {
      const as = await t.injectAs(login);
      await stepUpAs(t, as, login);
      seen[login] = [
        (await as.get(api.creditRequests.getCreditRequests)).status,
        (await as.post(api.creditRequests.approve, { requestId })).status,
        (await as.post(api.creditRequests.refuse, { requestId, reason: 'no' })).status,
        (await as.post(api.creditRequests.issueCredit, body)).status,
      ];
    }
    expect(seen).toEqual(Object.fromEntries(logins.map((l) => [l, [403, 403, 403, 403]])));
    expect(await creditNotesOf(c.invoiceId)).toEqual([]);
    expect(await pendingIds(c.clientId)).toBe(1);
    // FINANCE may (the role, not a login): the finance account lists it.
    expect((await finance.get(api.creditRequests.getCreditRequests, { clientId: c.clientId })).status).toBe(
      200,
    );
  });
});
