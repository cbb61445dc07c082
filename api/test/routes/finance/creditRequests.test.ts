import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { stepUpAs } from '../../helpers/stepUp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { syncRecoveryFlags } from '../../../src/services/finance/recoveryFlags';
import { financeSettings } from '../../../src/repositories/finance/settings';

/**
 * A credit note is a finance decision: the Clients area asks, FINANCE approves or refuses with
 * a fresh code. A credit note can clear a recovery block, so nothing the Clients area does
 * may lift one.
 */
let t: TestApp;
let clients: SignedIn;
let finance: SignedIn;
let admin: SignedIn;
let unitId: number;
const asOf = todayInParis();

let seq = 0;
/** A client of its own with one invoice `daysOverdue` past due, flagged in recovery when over the threshold. */
async function clientInRecovery(amount: number, daysOverdue = 40) {
  seq += 1;
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: `CRQ${seq}`, name: `Zz Credit Request ${seq}`, payment_term_days: 30 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dueOn = addDays(asOf, -daysOverdue);
  const inv = await t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2036-${String(seq).padStart(6, '0')}`,
      client_id: c.id,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status: 'sent',
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
  await syncRecoveryFlags(t.db, [c.id]);
  return { clientId: c.id, invoiceId: inv.id, invoiceNumber: inv.invoice_number, amount };
}

const inRecovery = async (clientId: number) =>
  (
    await sql<{
      flagged: boolean;
    }>`select in_recovery_since is not null as flagged from clients where id = ${clientId}`.execute(t.db)
  ).rows[0].flagged;
const creditNotesOf = (invoiceId: number) =>
  t.db
    .selectFrom('credit_notes')
    .select(['number', 'amount', 'user_id'])
    .where('invoice_id', '=', invoiceId)
    .execute();
const clientEvents = (clientId: number) =>
  t.db
    .selectFrom('client_events')
    .select(['kind', 'summary', 'user_id'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
const adminEventsOf = (clientId: number) =>
  t.db
    .selectFrom('admin_events')
    .select(['action', 'user_id', 'summary'])
    .where('target_type', '=', 'client')
    .where('target_id', '=', String(clientId))
    .orderBy('id')
    .execute();
const userId = async (login: string) =>
  (await t.db.selectFrom('staff_users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
const pendingIds = async (clientId: number) =>
  (
    await sql<{
      id: number;
    }>`select id from credit_requests where client_id = ${clientId} and status = 'pending'`.execute(t.db)
  ).rows.length;

async function request(
  c: { clientId: number; invoiceNumber: string },
  amount: number,
  comment = 'Disputed delivery',
) {
  const res = await clients.post(api.clients.createInvoiceCredit, {
    invoiceNumber: c.invoiceNumber,
    amount,
    businessUnit: unitId,
    comment,
    clientId: c.clientId,
  });
  expect(res.status).toBe(200);
  return res.body.data.requestId;
}

beforeAll(async () => {
  t = await seededTestApp();
  clients = await t.injectAs('clients');
  finance = await t.injectAs('finance');
  admin = await t.injectAs('admin');
  unitId = (await t.db.selectFrom('business_units').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

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
