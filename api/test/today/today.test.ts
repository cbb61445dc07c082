import { sql } from 'kysely';
import { api, type TodayWidgetData } from '@courier/shared/contract';
import { buildTestApp, type SignedIn, type TestApp } from '../helpers/testApp';
import { seedDomain } from '../../src/db/seed/domain';
import { todayInParis } from '../../src/domain/dates';
import { addDays, mondayOf, previousMonth } from '../../src/repositories/today/widget';

// The Today calls (docs/product.md#calls-today): each widget's figure equals what its list's call
// answers for the same filter (or, where no list filters that way yet, the call that reads the
// same set), and each area's call has that area's roles. The small seed is made as of the real
// today, since the calls read today's data.

let t: TestApp;
let admin: SignedIn;
let financeOnly: SignedIn;
let chat: SignedIn;
const today = todayInParis();

const widgetOf = (widgets: TodayWidgetData[], key: string) => {
  const w = widgets.find((x) => x.key === key);
  if (!w) throw new Error(`no widget ${key} in ${widgets.map((x) => x.key).join(', ')}`);
  return w;
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedDomain(t.db, 'small', { today: new Date() });
  [admin, financeOnly, chat] = await Promise.all(['admin', 'finance', 'chat'].map((login) => t.injectAs(login)));
});
afterAll(() => t.close());

describe('planning/today', () => {
  test("today's anomalies are the day summary's, and each kind the board's of today", async () => {
    const res = await admin.get(api.today.planning);
    expect(res.status).toBe(200);
    const { widgets, asOf } = res.body.data;
    expect(asOf).toBe(today);
    const summary = await admin.get(api.planning.getDaySummary, { date: today });
    const all = widgetOf(widgets, 'planning.anomalies');
    expect(all.count).toBe(summary.body.data.totals.anomalies);
    expect(all.link).toEqual({
      path: '/planning',
      query: `week=${mondayOf(today)}&day=${today}`,
      href: `/planning?week=${mondayOf(today)}&day=${today}`,
    });
    expect(all.exact).toBe(true);

    // The board of today alone, every page: its anomalies by kind.
    const kinds: Record<string, number> = {};
    let boardTotal: number | undefined;
    for (let page = 1; ; page++) {
      const board = await admin.get(api.planning.getShifts, { dateStart: today, dateEnd: today, page, pageSize: 300 });
      expect(board.status).toBe(200);
      boardTotal = board.body.data.totals.anomalies;
      for (const a of board.body.data.anomalies) kinds[a.kind] = (kinds[a.kind] ?? 0) + 1;
      if (page * 300 >= board.body.data.total) break;
    }
    expect(all.count).toBe(boardTotal);
    expect(widgetOf(widgets, 'planning.shiftsWithoutTime').count).toBe(kinds.shift_without_time ?? 0);
    expect(widgetOf(widgets, 'planning.timesWithoutShift').count).toBe(kinds.time_without_shift ?? 0);
    for (const w of widgets) {
      expect(w.items.length).toBeLessThanOrEqual(5);
      for (const item of w.items) expect(item.href).toMatch(new RegExp(`^/planning\\?week=${mondayOf(today)}&workerId=\\d+$`));
    }
  });
});

describe('finance/today', () => {
  test('invoices not sent: the invoicing page of last month answers the same number', async () => {
    const month = previousMonth(today);
    const res = await financeOnly.get(api.today.finance);
    expect(res.status).toBe(200);
    const w = widgetOf(res.body.data.widgets, 'finance.invoicesNotSent');
    const list = await financeOnly.get(api.billing.getInvoices, { month });
    expect(list.status).toBe(200);
    expect(w.count).toBe(list.body.data.unsent);
    expect(w).toMatchObject({ exact: true, note: null, link: { path: '/finance/billing', query: `month=${month}` } });
  });

  test("reminders due: the clients whose own reminders view has something due", async () => {
    const res = await financeOnly.get(api.today.finance);
    const w = widgetOf(res.body.data.widgets, 'finance.remindersDue');
    const { rows } = await sql<{ id: number }>`select distinct client_id as id from invoices
      where status in ('issued', 'sent') and remaining > 0 and due_on < ${today}::date`.execute(t.db);
    let due = 0;
    for (const { id } of rows) {
      const view = await financeOnly.get(api.finance.getReminders, { clientId: id });
      if (view.body.data.due.length > 0) due++;
    }
    expect(w.count).toBe(due);
    expect(w.items.length).toBe(Math.min(5, due));
    expect(w).toMatchObject({ exact: true, link: { href: '/finance/recovery?remindersDue=true' } });
  });

  test('clients newly in recovery: one flagged today is counted and listed first', async () => {
    const before = widgetOf((await financeOnly.get(api.today.finance)).body.data.widgets, 'finance.newlyInRecovery');
    const { rows } = await sql<{ id: number; business_code: string }>`update clients set in_recovery_since = now(), in_recovery_reason = 'test'
      where id = (select client_id from client_receivables r join clients c on c.id = r.client_id
        where c.in_recovery_since is null order by client_id limit 1) returning id, business_code`.execute(t.db);
    const after = widgetOf((await financeOnly.get(api.today.finance)).body.data.widgets, 'finance.newlyInRecovery');
    expect(after.count).toBe(before.count + 1);
    expect(after.items[0]).toMatchObject({ id: rows[0].id, href: `/finance/recovery/${rows[0].business_code}` });
    expect(after.link.query).toBe(`inRecoverySince=${addDays(today, -6)}`);
  });
});

describe('workers, vehicles, pay, chat and settings', () => {
  test('vehicles: the list filtered contractEndingSoon=true answers the same number', async () => {
    const res = await admin.get(api.today.vehicles);
    const w = widgetOf(res.body.data.widgets, 'vehicles.contractsEnding');
    const list = await admin.get(api.vehicles.getVehicles, { contractEndingSoon: 'true' });
    expect(w.count).toBe(list.body.data.length);
    expect(w.link.href).toBe('/vehicles?contractEndingSoon=true');
    expect(w.exact).toBe(true);
    expect(w.items.map((i) => i.title)).toEqual(
      [...list.body.data]
        .sort((a, b) => (a.contractEndDate ?? '').localeCompare(b.contractEndDate ?? '') || a.shortCode.localeCompare(b.shortCode))
        .slice(0, 5)
        .map((v) => v.shortCode),
    );
  });

  test('workers: a worker leaving in 10 days is counted', async () => {
    const before = widgetOf((await admin.get(api.today.workers)).body.data.widgets, 'workers.leaving').count;
    const { rows } = await sql<{ short_code: string }>`update workers set left_on = ${addDays(today, 10)}::date
      where id = (select id from workers where activity_status = 'active' and left_on is null order by id limit 1)
      returning short_code`.execute(t.db);
    const after = widgetOf((await admin.get(api.today.workers)).body.data.widgets, 'workers.leaving');
    expect(after.count).toBe(before + 1);
    expect(after.items.map((i) => i.href)).toContain(`/workers/${rows[0].short_code}`);
  });

  test("pay: the last open month's anomalies are the board's of that month", async () => {
    const res = await admin.get(api.today.pay);
    expect(res.status).toBe(200);
    const open = widgetOf(res.body.data.widgets, 'pay.lastOpenMonth');
    const month = open.values.month!;
    expect(month).toBe(previousMonth(today));
    const anomalies = widgetOf(res.body.data.widgets, 'pay.anomalies');
    const [y, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const board = await admin.get(api.planning.getShifts, { dateStart: `${month}-01`, dateEnd: last, pageSize: 1 });
    expect(anomalies.count).toBe(board.body.data.totals.anomalies);
    expect(anomalies.link.href).toBe(`/retrib/statements?month=${month}&all=true`);
  });

  test('chat: the conversations chat/getUnread answers', async () => {
    const res = await chat.get(api.today.chat);
    const w = widgetOf(res.body.data.widgets, 'chat.unread');
    const unread = await chat.get(api.chat.getUnread);
    expect(w.count).toBe(unread.body.data.rooms.length + unread.body.data.chats.length);
    expect(w.link.href).toBe('/chat');
  });

  test('chat: open tickets are what ticket/getTickets answers with the link’s filter, the oldest listed', async () => {
    const before = widgetOf((await chat.get(api.today.chat)).body.data.widgets, 'chat.openTickets');
    const sent = await chat.post(api.chat.sendEmail, { subject: 'Un de plus', body: 'x' });
    const res = await chat.get(api.today.chat);
    const w = widgetOf(res.body.data.widgets, 'chat.openTickets');
    expect(w.count).toBe(before.count + 1);
    expect(w.link).toEqual({ path: '/chat', query: 'tab=tickets&status=open', href: '/chat?tab=tickets&status=open' });
    expect(w.exact).toBe(true);
    const list = await chat.get(api.chat.getTickets, Object.fromEntries(new URLSearchParams(w.link.query)));
    expect(w.count).toBe(list.body.data.total);
    const all = await chat.get(api.chat.getTickets, { status: 'open', pageSize: 500 });
    const oldest = [...all.body.data.items].reverse().slice(0, 3);
    expect(w.items.map((i) => i.id)).toEqual(oldest.map((x) => x.id));
    expect(w.items[0].href).toBe(`/chat?tab=tickets&status=open&ticket=${oldest[0].id}`);

    await chat.post(api.chat.closeTicket, { ticketId: sent.body.data.ticketId, version: 1 });
    expect(widgetOf((await chat.get(api.today.chat)).body.data.widgets, 'chat.openTickets').count).toBe(before.count);
  });

  test('settings: the outbox filtered status=failed answers the same number', async () => {
    await sql`insert into mail_outbox (to_addresses, subject, text_body, status, tries, last_error, next_attempt_at)
      values ('{a@client.example}', 'Facture refusée', 'x', 'failed', 5, '550 no such user', null)`.execute(t.db);
    const res = await admin.get(api.today.settings);
    const w = widgetOf(res.body.data.widgets, 'settings.failedMails');
    const list = await admin.get(api.settings.getMails, { status: 'failed' });
    expect(w.count).toBe(list.body.data.total);
    expect(w.count).toBeGreaterThan(0);
    expect(w.link.href).toBe('/settings?list=outbox&status=failed');
    expect(w.items[0]).toMatchObject({ title: 'Facture refusée', text: 'a@client.example · 550 no such user' });
  });
});

describe('roles', () => {
  test("each area's Today call has that area's roles", async () => {
    const refused = [api.today.planning, api.today.workers, api.today.vehicles, api.today.pay, api.today.chat, api.today.settings];
    for (const endpoint of refused) expect({ path: endpoint.path, status: (await financeOnly.get(endpoint)).status }).toEqual({ path: endpoint.path, status: 403 });
    expect((await financeOnly.get(api.today.finance)).status).toBe(200);
    expect((await chat.get(api.today.finance)).status).toBe(403);
    expect((await chat.get(api.today.chat)).status).toBe(200);
  });
});
