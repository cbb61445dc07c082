import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { buildTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { seedDomain } from '../../../src/db/seed/domain';
import { todayInParis } from '../../../src/domain/dates';

// The clients with a reminder due are kept by the writes (migration 0074): a reminder sent for
// every invoice that was due takes its client out; a change of the dunning delays recounts all;
// a new overdue invoice brings a client in. The recovery list filtered remindersDue follows.

let t: TestApp;
let finance: SignedIn;
const today = todayInParis();

const dueTotal = async () => {
  const res = await finance.get(api.finance.getClientInvoiceSummary, { remindersDue: 'true', pageSize: 500 });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedDomain(t.db, 'small', { today: new Date() });
  finance = await t.injectAs('finance');
});
afterAll(() => t.close());

test('a reminder of the reached level takes the client out; the dunning delays recount everyone', async () => {
  const before = await dueTotal();
  expect(before.total).toBeGreaterThan(0);
  const clientId = before.items[0].clientId;
  // Every open invoice of the client gets the formal notice (level 3): nothing left to send.
  await sql`insert into invoice_reminders (invoice_id, level, client_id)
    select i.id, 3, i.client_id from invoices i
    where i.client_id = ${clientId} and i.status in ('issued', 'sent') and i.remaining > 0`.execute(t.db);
  const after = await dueTotal();
  expect(after.total).toBe(before.total - 1);
  expect(after.items.map((r) => r.clientId)).not.toContain(clientId);

  const { rows } = await sql<{ l1: number }>`select first_reminder_days as l1 from finance_settings where id = 1`.execute(t.db);
  await sql`update finance_settings set first_reminder_days = 100000, second_reminder_days = 100001, formal_notice_days = 100002 where id = 1`.execute(t.db);
  expect((await dueTotal()).total).toBe(0);
  await sql`update finance_settings set first_reminder_days = ${rows[0].l1}, second_reminder_days = ${rows[0].l1 + 1},
    formal_notice_days = ${rows[0].l1 + 2} where id = 1`.execute(t.db);
  expect((await dueTotal()).total).toBeGreaterThan(0);
});

test('a new invoice overdue past the first delay brings its client in, and its payment takes it out', async () => {
  const { rows } = await sql<{ id: number }>`select c.id from clients c
    where not exists (select 1 from client_reminders_due d where d.client_id = c.id) order by c.id limit 1`.execute(t.db);
  const clientId = rows[0].id;
  const { rows: inv } = await sql<{ id: number }>`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat, status)
    values ('INV-2099-000777', ${clientId}, ${today}::date - 400, ${today}::date - 365, 1200, 1000, 'sent') returning id`.execute(t.db);
  expect((await dueTotal()).items.map((r) => r.clientId)).toContain(clientId);
  await sql`update invoices set paid = amount where id = ${inv[0].id}`.execute(t.db);
  expect((await dueTotal()).items.map((r) => r.clientId)).not.toContain(clientId);
});
