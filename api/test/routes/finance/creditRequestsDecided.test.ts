import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { financeSettings } from '../../../src/repositories/finance/settings';
import {
  t,
  finance,
  admin,
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

describe('finance/creditRequests: FINANCE decides with a fresh code', () => {
  test('approve without a step-up is 403 step_up_required; with one it makes the credit note and may lift the block', async () => {
    const threshold = (await financeSettings(t.db)).recoveryThreshold;
    const c = await clientInRecovery(threshold + 200_000);
    const requestId = await request(c, c.amount, 'Service never delivered');
    // A fresh session of FINANCE has not stepped up.
    const fresh = await t.injectAs('finance');
    const refused = await fresh.post(api.creditRequests.approve, { requestId });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('step_up_required');
    expect(await creditNotesOf(c.invoiceId)).toEqual([]);
    expect(await inRecovery(c.clientId)).toBe(true);

    const pending = await fresh.get(api.creditRequests.getCreditRequests, { clientId: c.clientId });
    expect(pending.status).toBe(200);
    expect(pending.body.data.rows).toMatchObject([
      {
        requestId,
        status: 'pending',
        invoiceNumber: c.invoiceNumber,
        amount: c.amount,
        invoiceRemaining: c.amount,
        requestedBy: 'Clients Demo',
        comment: 'Service never delivered',
      },
    ]);

    await stepUpAs(t, fresh, 'finance');
    const ok = await fresh.post(api.creditRequests.approve, { requestId });
    expect([ok.status, ok.body]).toEqual([200, expect.anything()]);
    expect(ok.body.data.request).toMatchObject({
      status: 'approved',
      decidedBy: 'Finance Demo',
      creditNoteNumber: ok.body.data.creditNote.number,
    });
    expect(ok.body.data.creditNote.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(ok.body.data.invoice).toMatchObject({ remaining: 0, status: 'paid' });
    expect(await creditNotesOf(c.invoiceId)).toEqual([
      { number: ok.body.data.creditNote.number, amount: c.amount, user_id: await userId('finance') },
    ]);
    // The approval (FINANCE, with a step-up) is what cleared the block.
    expect(await inRecovery(c.clientId)).toBe(false);

    // Timeline and admin events: who asked, who approved.
    const note = (await clientEvents(c.clientId)).find((e) => e.kind === 'credit_note');
    expect(note).toMatchObject({ user_id: await userId('finance') });
    expect(note?.summary).toContain(`request #${requestId} by Clients Demo, approved by Finance Demo`);
    const actions = (await adminEventsOf(c.clientId)).map((e) => [e.action, e.user_id]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['clients.createInvoiceCredit', await userId('clients')],
        ['finance.creditRequests.approve', await userId('finance')],
      ]),
    );
    // No longer pending; listed among the approved.
    expect(
      (await fresh.get(api.creditRequests.getCreditRequests, { clientId: c.clientId })).body.data.rows,
    ).toEqual([]);
    const approved = await fresh.get(api.creditRequests.getCreditRequests, {
      status: 'approved',
      clientId: c.clientId,
    });
    expect(approved.body.data.rows.map((r) => r.requestId)).toEqual([requestId]);
  });

  test('approved twice, or by two FINANCE users at once: one credit note, the other answer is 409', async () => {
    const c = await clientInRecovery(50_000, 10);
    const first = await request(c, 20_000);
    await stepUpAs(t, finance, 'finance');
    await stepUpAs(t, admin, 'admin');
    const answers = await Promise.all([
      finance.post(api.creditRequests.approve, { requestId: first }),
      admin.post(api.creditRequests.approve, { requestId: first }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const again = await finance.post(api.creditRequests.approve, { requestId: first });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(`Credit-note request #${first} is already approved`);
    expect(await creditNotesOf(c.invoiceId)).toHaveLength(1);
    const unknown = await finance.post(api.creditRequests.approve, { requestId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['requestId']);
  });

  test('a request over what is still creditable is 409 at approval and stays pending', async () => {
    const c = await clientInRecovery(30_000, 10);
    const a = await request(c, 20_000);
    const b = await request(c, 20_000);
    await stepUpAs(t, finance, 'finance');
    expect((await finance.post(api.creditRequests.approve, { requestId: a })).status).toBe(200);
    const over = await finance.post(api.creditRequests.approve, { requestId: b });
    expect(over.status).toBe(409);
    expect(fieldNames(over)).toEqual(['amount']);
    expect(await creditNotesOf(c.invoiceId)).toHaveLength(1);
    const still = await finance.get(api.creditRequests.getCreditRequests, { clientId: c.clientId });
    expect(still.body.data.rows).toMatchObject([
      { requestId: b, status: 'pending', invoiceRemaining: 10_000 },
    ]);
  });

  test('a refusal takes a reason and a step-up, is recorded with it, and is final', async () => {
    const c = await clientInRecovery(40_000, 10);
    const requestId = await request(c, 15_000, 'Late delivery');
    const fresh = await t.injectAs('finance');
    const noStepUp = await fresh.post(api.creditRequests.refuse, { requestId, reason: 'No proof' });
    expect(noStepUp.status).toBe(403);
    expect(noStepUp.body.error.code).toBe('step_up_required');
    await stepUpAs(t, fresh, 'finance');
    const noReason = await fresh.postUnchecked(api.creditRequests.refuse, { requestId, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(fieldNames(noReason)).toEqual(['reason']);
    const res = await fresh.post(api.creditRequests.refuse, {
      requestId,
      reason: 'Delivery proof signed by the client',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.request).toMatchObject({
      status: 'refused',
      refusalReason: 'Delivery proof signed by the client',
      decidedBy: 'Finance Demo',
      creditNoteNumber: null,
    });
    expect(await creditNotesOf(c.invoiceId)).toEqual([]);
    const event = (await clientEvents(c.clientId)).at(-1);
    expect(event).toMatchObject({ kind: 'credit_request', user_id: await userId('finance') });
    expect(event?.summary).toContain(
      `request #${requestId} by Clients Demo) refused by Finance Demo: Delivery proof signed by the client`,
    );
    expect((await adminEventsOf(c.clientId)).at(-1)).toMatchObject({
      action: 'finance.creditRequests.refuse',
      user_id: await userId('finance'),
    });
    expect((await fresh.post(api.creditRequests.approve, { requestId })).status).toBe(409);
    expect((await fresh.post(api.creditRequests.refuse, { requestId, reason: 'again' })).status).toBe(409);
  });

  test('FINANCE issues a credit note directly with a step-up; without one it is 403', async () => {
    const c = await clientInRecovery(25_000, 10);
    const body = {
      invoiceNumber: c.invoiceNumber,
      amount: 5_000,
      businessUnit: unitId,
      comment: 'Goodwill',
      clientId: c.clientId,
    };
    const fresh = await t.injectAs('finance');
    const refused = await fresh.post(api.creditRequests.issueCredit, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('step_up_required');
    await stepUpAs(t, fresh, 'finance');
    const ok = await fresh.post(api.creditRequests.issueCredit, body);
    expect(ok.status).toBe(200);
    expect(ok.body.data.invoice.remaining).toBe(20_000);
    const over = await fresh.post(api.creditRequests.issueCredit, { ...body, amount: 20_001 });
    expect(over.status).toBe(409);
    expect(fieldNames(over)).toEqual(['amount']);
    expect((await adminEventsOf(c.clientId)).at(-1)).toMatchObject({
      action: 'finance.creditRequests.issueCredit',
      user_id: await userId('finance'),
    });
  });
});
