import type { LightMyRequestResponse } from 'fastify';
import { api } from '@courier/shared/contract';
import { endpointUrl, fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { stepUpAs } from '../../helpers/stepUp';

let t: TestApp;
let finance: SignedIn;
let clientsUser: SignedIn;
const asOf = todayInParis();

let seq = 0;
async function invoice(client: number, daysOverdue: number, amount: number, billingMonth?: string) {
  seq += 1;
  const dueOn = addDays(asOf, -daysOverdue);
  return t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2037-${String(seq).padStart(6, '0')}`,
      client_id: client,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status: billingMonth ? 'issued' : 'sent',
      ...(billingMonth ? { billing_month: billingMonth } : {}),
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
}

/** A client with a billing contact (an email), invoiced in English. */
async function client(code: string) {
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: code, name: `Dispute ${code}`, payment_term_days: 30, invoice_language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await t.db
    .insertInto('client_contacts')
    .values({ client_id: c.id, name: 'Billing', email: `billing@${code.toLowerCase()}.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('clients').set({ billing_contact_id: contact.id }).where('id', '=', c.id).execute();
  return c.id;
}

let disputing: number;
let paying: number;

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  clientsUser = await t.injectAs('clients');
  await stepUpAs(t, finance, 'finance');
  disputing = await client('DSP1');
  paying = await client('DSP2');
  await invoice(disputing, 10, 12_345);
  await invoice(paying, 12, 20_000);
});
afterAll(() => t.close());

describe('finance/recovery/setRecoveryDispute', () => {
  test('set with a reason (an event), change the reason (the start stays), clear; 409, 400, 404, 403', async () => {
    const set = await finance.post(api.finance.setRecoveryDispute, {
      clientId: disputing,
      reason: 'Contests invoice of March',
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      clientId: disputing,
      dispute: { reason: 'Contests invoice of March', by: 'Finance Demo' },
    });
    const since = set.body.data.dispute!.since;
    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ action: 'finance.setRecoveryDispute', target_id: String(disputing) });
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', disputing)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toContain('Disputes the debt: Contests invoice of March');

    const changed = await finance.post(api.finance.setRecoveryDispute, {
      clientId: paying,
      reason: 'Temporary',
    });
    expect(changed.status).toBe(200);
    const cleared = await finance.post(api.finance.setRecoveryDispute, { clientId: paying, reason: null });
    expect(cleared.body.data.dispute).toBeNull();
    expect(
      (await finance.post(api.finance.setRecoveryDispute, { clientId: paying, reason: null })).status,
    ).toBe(409);

    const again = await finance.post(api.finance.setRecoveryDispute, {
      clientId: disputing,
      reason: 'Contests March and April',
    });
    expect(again.body.data.dispute).toMatchObject({ reason: 'Contests March and April', since });

    const empty = await finance.postUnchecked(api.finance.setRecoveryDispute, {
      clientId: disputing,
      reason: '',
    });
    expect(empty.status).toBe(400);
    expect(fieldNames(empty)).toEqual(['reason']);
    const unknown = await finance.post(api.finance.setRecoveryDispute, { clientId: 999_999, reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect(
      (await clientsUser.post(api.finance.setRecoveryDispute, { clientId: disputing, reason: 'x' })).status,
    ).toBe(403);
  });

  test('the summary rows and the recovery page show the dispute', async () => {
    const page = await finance.get(api.finance.getClientInvoiceSummary, { search: 'DSP', pageSize: 500 });
    const rows = new Map(page.body.data.items.map((r) => [r.clientId, r]));
    expect(rows.get(disputing)!.dispute).toMatchObject({
      reason: 'Contests March and April',
      by: 'Finance Demo',
    });
    expect(rows.get(paying)!.dispute).toBeNull();
    const detail = await finance.get(api.finance.getRecovery, undefined, { id: disputing });
    expect(detail.body.data.dispute).toMatchObject({ reason: 'Contests March and April' });
  });
});

describe('finance/recovery/sendReminders: the chosen clients, disputes skipped, a report', () => {
  test('a preview of the chosen clients lists the disputing one, reported as skipped with its reason', async () => {
    const res = await finance.post(api.finance.sendReminders, { clientIds: [disputing, paying] });
    expect(res.status).toBe(200);
    expect(res.body.data.mails.map((m) => m.clientId).sort()).toEqual([disputing, paying].sort());
    expect(res.body.data.mails.find((m) => m.clientId === disputing)!.dispute).toMatchObject({
      reason: 'Contests March and April',
    });
    expect(res.body.data.report.sent).toEqual([]);
    expect(res.body.data.report.skipped).toEqual([
      expect.objectContaining({
        clientId: disputing,
        businessCode: 'DSP1',
        reason: 'Disputes the debt: Contests March and April',
      }),
    ]);
    // The page's filters narrow the set too.
    const filtered = await finance.post(api.finance.sendReminders, { filters: { search: 'dsp2' } });
    expect(filtered.body.data.mails.map((m) => m.clientId)).toEqual([paying]);
  });

  test('refusals: clientId with clientIds is a 400 naming clientIds; an unknown client a 404 naming clientIds', async () => {
    const both = await finance.postUnchecked(api.finance.sendReminders, {
      clientId: paying,
      clientIds: [paying],
    });
    expect(both.status).toBe(400);
    expect(fieldNames(both)).toEqual(['clientIds']);
    const unknown = await finance.post(api.finance.sendReminders, { clientIds: [paying, 999_999] });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientIds']);
  });

  test('a failure is reported and does not stop the others; the disputing client is sent only when chosen explicitly', async () => {
    const queue = jest
      .spyOn(t.app.mailer, 'queue')
      .mockRejectedValueOnce(new Error('Mail outbox unavailable'));
    const failed = await finance.post(api.finance.sendReminders, {
      clientIds: [paying, disputing],
      send: true,
    });
    queue.mockRestore();
    expect(failed.status).toBe(200);
    expect(failed.body.data.report.failed).toEqual([
      expect.objectContaining({ clientId: paying, error: 'Mail outbox unavailable' }),
    ]);
    expect(failed.body.data.report.skipped.map((s) => s.clientId)).toEqual([disputing]);

    const sent = await finance.post(api.finance.sendReminders, {
      clientIds: [paying, disputing],
      send: true,
    });
    expect(sent.body.data.report.sent.map((s) => s.clientId)).toEqual([paying]);
    expect(sent.body.data.report.skipped.map((s) => s.clientId)).toEqual([disputing]);

    const chosen = await finance.post(api.finance.sendReminders, {
      clientIds: [disputing],
      includeDisputed: [disputing],
      send: true,
    });
    expect(chosen.body.data.report.sent).toEqual([
      expect.objectContaining({ clientId: disputing, outboxId: expect.any(Number) }),
    ]);
    expect(chosen.body.data.report.skipped).toEqual([]);
  });
});

describe('finance/recovery/exportRecovery', () => {
  const exportOf = (as: SignedIn, query: Record<string, string>): Promise<LightMyRequestResponse> =>
    as.inject({ method: 'GET', url: endpointUrl(api.finance.exportRecovery), query });

  test('the whole filtered set in its sort, euros with a decimal comma, the dispute; "," offered; 403', async () => {
    const list = await finance.get(api.finance.getClientInvoiceSummary, {
      sort: 'name',
      order: 'asc',
      pageSize: 500,
    });
    expect(list.body.data.total).toBeGreaterThan(50); // more than the page's 50
    const res = await exportOf(finance, { sort: 'name', order: 'asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="recovery-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.payload
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toContain(';Total due (€);');
    expect(lines).toHaveLength(1 + list.body.data.total);
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(
      list.body.data.items.map((r) => r.businessCode),
    );
    const mine = lines.find((l) => l.startsWith('DSP1;'))!;
    expect(mine).toContain(';123,45;');
    expect(mine).toContain('Contests March and April');

    const comma = await exportOf(finance, { sep: ',', search: 'DSP1' });
    const rows = comma.payload
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(',123.45,');
    expect((await exportOf(clientsUser, {})).statusCode).toBe(403);
  });
});

describe('finance/billing/send: the invoices chosen and a report', () => {
  test('only the chosen invoice is sent; one that is not an unsent invoice of the month is skipped, saying so', async () => {
    const owner = await client('DSP3');
    const first = await invoice(owner, -10, 5_000, '2036-01-01');
    const second = await invoice(owner, -10, 6_000, '2036-01-01');
    const res = await finance.post(api.billing.send, {
      month: '2036-01',
      invoiceNumbers: [first.invoice_number, 'INV-2099-000001'],
    });
    expect(res.status).toBe(200);
    const { report } = res.body.data;
    expect(report.sent.map((s) => s.invoiceNumber).concat(report.failed.map((f) => f.invoiceNumber))).toEqual(
      [first.invoice_number],
    );
    expect(report.skipped).toEqual([
      expect.objectContaining({
        invoiceNumber: 'INV-2099-000001',
        reason: 'Not an unsent invoice of this month',
      }),
    ]);
    const unsent = await t.db
      .selectFrom('invoices')
      .select('invoice_number')
      .where('invoice_number', '=', second.invoice_number)
      .where('sent_at', 'is', null)
      .execute();
    expect(unsent).toHaveLength(1);
  });
});
