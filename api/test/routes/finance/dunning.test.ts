import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { recoveryRefusal } from '../../../src/repositories/finance/recoveryFlags';
import { syncRecoveryFlags } from '../../../src/repositories/finance/recoveryFlags';
import { dueLevel, DEFAULT_DUNNING } from '../../../src/domain/dunning';
import { stepUpAs } from '../../helpers/stepUp';

let t: TestApp;
let finance: SignedIn;
let clientsUser: SignedIn;
const asOf = todayInParis();

let seq = 0;
async function invoice(client: number, daysOverdue: number, amount: number) {
  seq += 1;
  const dueOn = addDays(asOf, -daysOverdue);
  return t.db
    .insertInto('invoices')
    .values({
      invoice_number: `INV-2036-${String(seq).padStart(6, '0')}`,
      client_id: client,
      issued_on: addDays(dueOn, -30),
      due_on: dueOn,
      amount,
      amount_excl_vat: Math.round(amount / 1.2),
      status: 'sent',
    })
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
}

/**
 * A client with a billing contact, a contact flagged for overdue mails and one not flagged;
 * invoiced in English (the French mails: reminderLanguage.test.ts).
 */
async function client(code: string, withContacts = true) {
  const c = await t.db
    .insertInto('clients')
    .values({ business_code: code, name: `Dunning ${code}`, payment_term_days: 30, invoice_language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (withContacts) {
    const contacts = await t.db
      .insertInto('client_contacts')
      .values([
        { client_id: c.id, name: 'Billing', email: `billing@${code.toLowerCase()}.test` },
        {
          client_id: c.id,
          name: 'Boss',
          email: `boss@${code.toLowerCase()}.test`,
          client_email_cc_overdue: true,
        },
        { client_id: c.id, name: 'Other', email: `other@${code.toLowerCase()}.test`, client_email_cc: true },
      ])
      .returning('id')
      .execute();
    await t.db
      .updateTable('clients')
      .set({ billing_contact_id: contacts[0].id })
      .where('id', '=', c.id)
      .execute();
  }
  return c.id;
}

const reminders = (clientId: number) =>
  t.db
    .selectFrom('invoice_reminders' as never)
    .selectAll()
    .where('client_id' as never, '=', clientId as never)
    .execute() as Promise<{ invoice_id: number; level: number; mail_outbox_id: number | null }[]>;

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  clientsUser = await t.injectAs('clients');
  await stepUpAs(t, finance, 'finance');
});
afterAll(() => t.close());

describe('dunning levels (domain/dunning.ts)', () => {
  test('the highest level reached, unless it or a higher one was sent', () => {
    const s = DEFAULT_DUNNING;
    expect([0, 6, 7, 20, 21, 44, 45, 200].map((d) => dueLevel(d, 0, s))).toEqual([
      null,
      null,
      1,
      1,
      2,
      2,
      3,
      3,
    ]);
    expect(dueLevel(30, 1, s)).toBe(2);
    expect(dueLevel(30, 2, s)).toBeNull();
    expect(dueLevel(50, 3, s)).toBeNull();
  });
});

describe('finance/recovery/getSettings and updateSettings', () => {
  test('defaults 7/21/45 days and 5,000.00 EUR; version; 409 when stale; 400 naming fields; 403', async () => {
    const read = await finance.get(api.finance.getSettings);
    expect(read.body.data).toMatchObject({
      firstReminderDays: 7,
      secondReminderDays: 21,
      formalNoticeDays: 45,
      recoveryThreshold: 500_000,
      version: 1,
    });
    const bad = await finance.postUnchecked(api.finance.updateSettings, {
      firstReminderDays: 10,
      secondReminderDays: 5,
      formalNoticeDays: 5,
      recoveryThreshold: -1,
      version: 1,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['formalNoticeDays', 'recoveryThreshold', 'secondReminderDays']);
    const same = {
      firstReminderDays: 7,
      secondReminderDays: 21,
      formalNoticeDays: 45,
      recoveryThreshold: 500_000,
    };
    const ok = await finance.post(api.finance.updateSettings, { ...same, version: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.version).toBe(2);
    expect((await finance.post(api.finance.updateSettings, { ...same, version: 1 })).status).toBe(409);
    expect((await clientsUser.get(api.finance.getSettings)).status).toBe(403);
  });
});

describe('finance/recovery/sendReminders and getReminders', () => {
  let clientId: number;
  beforeAll(async () => {
    clientId = await client('DUN1');
    await invoice(clientId, 3, 1_000); // overdue, before the first level
    await invoice(clientId, 10, 2_000); // first reminder
    await invoice(clientId, 25, 3_000); // second reminder
    await invoice(clientId, 50, 4_000); // formal notice
    await invoice(clientId, -5, 5_000); // not due
  });

  test('the preview lists one mail with the invoices due and their levels, to the billing contact, cc the overdue contacts; nothing recorded', async () => {
    const res = await finance.post(api.finance.sendReminders, { clientId });
    expect(res.status).toBe(200);
    expect(res.body.data.sent).toBe(false);
    expect(res.body.data.mails).toHaveLength(1);
    const mail = res.body.data.mails[0];
    expect(mail).toMatchObject({
      clientId,
      businessCode: 'DUN1',
      to: ['billing@dun1.test'],
      cc: ['boss@dun1.test'],
      language: 'en',
      subject: 'Formal notice: overdue invoices of Dunning DUN1',
      problem: null,
      outboxId: null,
    });
    expect(mail.invoices.map((i) => [i.daysOverdue, i.remaining, i.level])).toEqual([
      [50, 4_000, 3],
      [25, 3_000, 2],
      [10, 2_000, 1],
    ]);
    expect(mail.text).toContain('Total overdue in this mail: €90.00.');
    expect(mail.text).toContain(`due on ${Number(addDays(asOf, -50).slice(8))} `);
    expect(await reminders(clientId)).toEqual([]);
    const due = await finance.get(api.finance.getReminders, { clientId });
    expect(due.body.data.due.map((i) => i.level)).toEqual([3, 2, 1]);
    expect(due.body.data.language).toBe('en');
    expect(due.body.data.sent).toEqual([]);
  });

  test('sending mails through the outbox, records each level and a client event; a second send finds nothing due', async () => {
    const res = await finance.post(api.finance.sendReminders, { clientId, send: true });
    expect(res.status).toBe(200);
    expect(res.body.data.sent).toBe(true);
    const mail = res.body.data.mails[0];
    expect(mail.outboxId).not.toBeNull();
    const outbox = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mail.outboxId!)
      .executeTakeFirstOrThrow();
    expect(outbox.to_addresses).toEqual(['billing@dun1.test']);
    expect(outbox.cc_addresses).toEqual(['boss@dun1.test']);
    expect(outbox.subject).toBe('Formal notice: overdue invoices of Dunning DUN1');
    const rows = await reminders(clientId);
    expect(rows.map((r) => r.level).sort()).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.mail_outbox_id === mail.outboxId)).toBe(true);
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.kind).toBe('reminder');
    expect(event.summary).toMatch(/^Formal notice sent to billing@dun1\.test \(cc boss@dun1\.test\): /);
    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ action: 'finance.sendReminders', target_id: String(clientId) });

    const again = await finance.post(api.finance.sendReminders, { clientId, send: true });
    expect(again.body.data.mails).toEqual([]);
    const view = await finance.get(api.finance.getReminders, { clientId });
    expect(view.body.data.due).toEqual([]);
    expect(view.body.data.sent).toHaveLength(3);
    expect(view.body.data.sent[0]).toMatchObject({ userName: 'Finance Demo', outboxId: mail.outboxId });
  });

  test('an invoice that reaches the next level is due again for that level only', async () => {
    const first = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .where('due_on', '=', addDays(asOf, -10))
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('invoices')
      .set({ due_on: addDays(asOf, -22) })
      .where('id', '=', first.id)
      .execute();
    const view = await finance.get(api.finance.getReminders, { clientId });
    expect(view.body.data.due.map((i) => [i.invoiceId, i.level])).toEqual([[first.id, 2]]);
  });

  test('two sends at the same time mail a level once', async () => {
    const c = await client('DUN2');
    await invoice(c, 8, 1_500);
    const [a, b] = await Promise.all([
      finance.post(api.finance.sendReminders, { clientId: c, send: true }),
      finance.post(api.finance.sendReminders, { clientId: c, send: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const outboxIds = [...a.body.data.mails, ...b.body.data.mails]
      .map((m) => m.outboxId)
      .filter((id) => id !== null);
    expect(outboxIds).toHaveLength(1);
    expect(await reminders(c)).toHaveLength(1);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', '=', 'First reminder: overdue invoices of Dunning DUN2')
      .execute();
    expect(mails).toHaveLength(1);
  });

  test('a client without any address is listed with the problem and not sent', async () => {
    const c = await client('DUN3', false);
    await invoice(c, 9, 700);
    const res = await finance.post(api.finance.sendReminders, { clientId: c, send: true });
    expect(res.body.data.mails[0]).toMatchObject({
      to: [],
      problem: 'No billing contact or contact flagged for overdue mails has an email address',
      outboxId: null,
    });
    expect(await reminders(c)).toEqual([]);
  });

  test('400 naming fields, 404 naming clientId, 403', async () => {
    const bad = await finance.postUnchecked(api.finance.sendReminders, { clientId: 'x', send: 'yes' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientId', 'send']);
    const unknown = await finance.post(api.finance.sendReminders, { clientId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await finance.get(api.finance.getReminders, { clientId: 999_999 })).status).toBe(404);
    expect((await clientsUser.post(api.finance.sendReminders, {})).status).toBe(403);
    expect((await clientsUser.get(api.finance.getReminders, { clientId: 1 })).status).toBe(403);
  });
});

describe('the "in recovery" flag', () => {
  let clientId: number;
  beforeAll(async () => {
    clientId = await client('REC1');
    await invoice(clientId, 40, 600_000); // 6,000.00 EUR overdue, over the 5,000.00 EUR threshold
  });

  test('a client over the threshold is flagged when its reminders are previewed; a client event; planning gets a refusal', async () => {
    expect(await recoveryRefusal(t.db, clientId)).toBeNull();
    await finance.post(api.finance.sendReminders, { clientId });
    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.recovery).toMatchObject({
      inRecovery: true,
      flaggedBy: null,
      reason: 'Overdue 6,000.00 EUR passed the recovery threshold of 5,000.00 EUR',
      liftedAt: null,
    });
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('kind', '=', 'recovery')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(
      'In recovery: Overdue 6,000.00 EUR passed the recovery threshold of 5,000.00 EUR',
    );
    expect(await recoveryRefusal(t.db, clientId)).toMatch(
      /^Client REC1 \(Dunning REC1\) is in recovery since \d{4}-\d{2}-\d{2} \(Overdue 6,000\.00 EUR passed/,
    );
    const summary = await finance.get(api.finance.getClientInvoiceSummary, { search: 'REC1' });
    expect(summary.body.data.items).toHaveLength(1);
    expect(summary.body.data.items[0].inRecoverySince).toBe(detail.body.data.recovery.since);
  });

  test('lifting: 400 without comment, 404, 403; then lifted with a comment (event), 409 when lifted again; not flagged again while over', async () => {
    const blank = await finance.postUnchecked(api.finance.liftRecovery, { clientId, comment: ' ' });
    expect(blank.status).toBe(400);
    expect(fieldNames(blank)).toEqual(['comment']);
    const unknown = await finance.post(api.finance.liftRecovery, { clientId: 999_999, comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientId']);
    expect((await clientsUser.post(api.finance.liftRecovery, { clientId, comment: 'x' })).status).toBe(403);

    const lifted = await finance.post(api.finance.liftRecovery, { clientId, comment: 'Payment plan agreed' });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({
      inRecovery: false,
      since: null,
      liftedBy: 'Finance Demo',
      liftComment: 'Payment plan agreed',
    });
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ kind: 'recovery', summary: 'Recovery block lifted: Payment plan agreed' });
    expect(await recoveryRefusal(t.db, clientId)).toBeNull();
    const twice = await finance.post(api.finance.liftRecovery, { clientId, comment: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('REC1 is not in recovery: there is no block to lift');

    await finance.post(api.finance.sendReminders, { clientId });
    expect(
      (await finance.get(api.finance.getRecovery, {}, { id: clientId })).body.data.recovery.inRecovery,
    ).toBe(false);
  });

  test('once the debt is back under the threshold the rule is armed again, and flags the client when it passes it again', async () => {
    const inv = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payments')
      .values({ client_id: clientId, invoice_id: inv.id, paid_on: asOf, amount: 200_000, reference: 'PART' })
      .execute();
    await finance.post(api.finance.sendReminders, { clientId });
    const armed = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(armed.body.data.recovery).toMatchObject({ inRecovery: false, liftedAt: null });
    await invoice(clientId, 15, 150_000); // 4,000 + 1,500 = 5,500.00 EUR overdue
    await finance.post(api.finance.sendReminders, { clientId });
    const again = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(again.body.data.recovery).toMatchObject({
      inRecovery: true,
      reason: 'Overdue 5,500.00 EUR passed the recovery threshold of 5,000.00 EUR',
    });
  });

  test('a flagged client whose debt is paid loses the flag at the next run of the daily job (event), not at a GET', async () => {
    const open = await t.db
      .selectFrom('invoices')
      .select(['id', 'amount'])
      .where('client_id', '=', clientId)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    for (const i of open)
      await t.db
        .insertInto('payments')
        .values({
          client_id: clientId,
          invoice_id: i.id,
          paid_on: asOf,
          amount: i.amount,
          reference: `ALL-${i.id}`,
        })
        .execute();
    // The payments were written straight to the table: reading changes no flag.
    await finance.get(api.finance.getClientInvoiceSummary, {});
    const still = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(still.body.data.recovery.inRecovery).toBe(true);
    expect(still.body.data.figures.totalDue).toBe(0);
    // The daily job (server timer, `cli recovery-flags`) applies the rule.
    const changes = await syncRecoveryFlags(t.db);
    expect(changes.cleared).toBeGreaterThanOrEqual(1);
    const detail = await finance.get(api.finance.getRecovery, {}, { id: clientId });
    expect(detail.body.data.recovery.inRecovery).toBe(false);
    const event = await t.db
      .selectFrom('client_events')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toBe(
      'Recovery flag cleared: overdue 0.00 EUR is at or under the threshold of 5,000.00 EUR',
    );
  });
});

describe('the rule run by writes and by the daily job', () => {
  test('a lower threshold flags the clients over it in the settings change; the job run again changes nothing', async () => {
    const c = await client('REC2', false);
    await invoice(c, 20, 300_000);
    const settings = (await finance.get(api.finance.getSettings)).body.data;
    const lower = await finance.post(api.finance.updateSettings, { ...settings, recoveryThreshold: 250_000 });
    expect(lower.status).toBe(200);
    const detail = await finance.get(api.finance.getRecovery, {}, { id: c });
    expect(detail.body.data.recovery).toMatchObject({
      inRecovery: true,
      reason: 'Overdue 3,000.00 EUR passed the recovery threshold of 2,500.00 EUR',
    });
    const events = await t.db.selectFrom('client_events').select('id').where('client_id', '=', c).where('kind', '=', 'recovery').execute();
    expect(events).toHaveLength(1);
    expect(await syncRecoveryFlags(t.db, [c])).toEqual({ flagged: 0, cleared: 0, armed: 0 });
    // Back to the default threshold: a raised threshold lifts no block, now or at the daily job.
    const back = await finance.post(api.finance.updateSettings, { ...settings, version: lower.body.data.version });
    expect(back.status).toBe(200);
    expect((await finance.get(api.finance.getRecovery, {}, { id: c })).body.data.recovery.inRecovery).toBe(true);
    expect(await syncRecoveryFlags(t.db, [c])).toEqual({ flagged: 0, cleared: 0, armed: 0 });
    // Paid down to the threshold that flagged it: the rule clears it.
    const inv = await t.db.selectFrom('invoices').select('id').where('client_id', '=', c).executeTakeFirstOrThrow();
    await t.db.insertInto('payments').values({ client_id: c, invoice_id: inv.id, paid_on: asOf, amount: 50_000, reference: 'DOWN' }).execute();
    expect((await syncRecoveryFlags(t.db, [c])).cleared).toBe(1);
    expect(await recoveryRefusal(t.db, c)).toBeNull();
  });

  test('raising the threshold lifts no block: planning still refuses the client until finance lifts it', async () => {
    const c = await client('REC4', false);
    await invoice(c, 30, 700_000); // 7,000.00 EUR overdue, over the 5,000.00 EUR threshold
    await finance.post(api.finance.sendReminders, { clientId: c });
    expect(await recoveryRefusal(t.db, c)).not.toBeNull();
    const settings = (await finance.get(api.finance.getSettings)).body.data;
    const raised = await finance.post(api.finance.updateSettings, { ...settings, recoveryThreshold: 100_000_000 });
    expect(raised.status).toBe(200);
    expect(await recoveryRefusal(t.db, c)).not.toBeNull();
    await syncRecoveryFlags(t.db);
    expect(await recoveryRefusal(t.db, c)).not.toBeNull();
    const restored = await finance.post(api.finance.updateSettings, { ...settings, version: raised.body.data.version });
    expect(restored.status).toBe(200);
  });

  test('lifting a batch: a fresh code, one comment on each lift; a client no longer in recovery is said apart; 404 for an unknown one', async () => {
    const a = await client('REC5', false);
    const b = await client('REC6', false);
    const c = await client('REC7', false);
    for (const id of [a, b, c]) await invoice(id, 30, 800_000);
    for (const id of [a, b]) await finance.post(api.finance.sendReminders, { clientId: id });
    const fresh = await t.injectAs('finance');
    const refused = await fresh.post(api.finance.liftRecoveries, { clientIds: [a, b], comment: 'Payment plans agreed' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('step_up_required');
    expect((await clientsUser.post(api.finance.liftRecoveries, { clientIds: [a], comment: 'x' })).status).toBe(403);
    const unknown = await finance.post(api.finance.liftRecoveries, { clientIds: [a, 999_999], comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientIds']);
    expect(await recoveryRefusal(t.db, a)).not.toBeNull();

    const done = await finance.post(api.finance.liftRecoveries, { clientIds: [a, b, c], comment: 'Payment plans agreed' });
    expect(done.status).toBe(200);
    expect(done.body.data.lifted.map((l) => l.businessCode)).toEqual(['REC5', 'REC6']);
    expect(done.body.data.notInRecovery.map((l) => l.businessCode)).toEqual(['REC7']);
    for (const id of [a, b]) {
      expect(await recoveryRefusal(t.db, id)).toBeNull();
      const event = await t.db.selectFrom('client_events').select('summary').where('client_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(event.summary).toBe('Recovery block lifted (with 1 other client): Payment plans agreed');
      const detail = await finance.get(api.finance.getRecovery, {}, { id });
      expect(detail.body.data.recovery).toMatchObject({ inRecovery: false, liftedBy: 'Finance Demo', liftComment: 'Payment plans agreed' });
    }
  });

  test('no GET of the area writes a row (clients, client events, admin events)', async () => {
    const c = await client('REC3', false);
    await invoice(c, 40, 900_000); // over the threshold, not flagged yet: only a write or the job flags it
    const count = async () => {
      const { rows } = await sql<{ clients: string; events: string; admin: string; flagged: string }>`
        select (select count(*) from clients) as clients, (select count(*) from client_events) as events,
          (select count(*) from admin_events) as admin,
          (select count(*) from clients where in_recovery_since is not null) as flagged`.execute(t.db);
      return rows[0];
    };
    const before = await count();
    for (const res of [
      await finance.get(api.finance.getClientInvoiceSummary, {}),
      await finance.get(api.finance.getClientInvoiceSummary, { search: 'rec3', onlyOverdue: 'true' }),
      await finance.get(api.finance.getRecovery, {}, { id: c }),
      await finance.get(api.finance.getEventsClient, { clientId: c }),
      await finance.get(api.finance.getClientAccountingReport, { clientId: c }),
      await finance.get(api.finance.getReminders, { clientId: c }),
      await finance.get(api.finance.getSettings),
    ])
      expect(res.status).toBe(200);
    expect(await count()).toEqual(before);
    expect((await finance.get(api.finance.getRecovery, {}, { id: c })).body.data.recovery.inRecovery).toBe(false);
    await syncRecoveryFlags(t.db);
    expect((await finance.get(api.finance.getRecovery, {}, { id: c })).body.data.recovery.inRecovery).toBe(true);
  });
});
