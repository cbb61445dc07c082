import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { addDays } from '../../../src/domain/dates';
import { dueLevel, DEFAULT_DUNNING } from '../../../src/domain/dunning';
import { t, finance, clientsUser, asOf, invoice, client, useSeededApp } from './dunningSetup';

useSeededApp();

const reminders = (clientId: number) =>
  t.db
    .selectFrom('invoice_reminders' as never)
    .selectAll()
    .where('client_id' as never, '=', clientId as never)
    .execute() as Promise<{ invoice_id: number; level: number; mail_outbox_id: number | null }[]>;

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
