import { sql } from 'kysely';
import { api, type TodayWidgetData } from '@courier/shared/contract';
import { buildTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { seedDomain } from '../../../src/db/seed/domain';
import { todayInParis } from '../../../src/domain/dates';
import { addDays } from '../../../src/repositories/today/widget';

// Each Today widget's figure is what its link's list shows: for every widget of every area, the
// list's call with the link's own filters (same user) answers a total equal to the count. The
// small seed is made as of the real today, plus a few writes so that every widget has items.

let t: TestApp;
let admin: SignedIn;
const today = todayInParis();

/** The link's query string as a query object (what the page sends for those filters). */
const filtersOf = (w: TodayWidgetData) => Object.fromEntries(new URLSearchParams(w.link.query)) as Record<string, string>;

/** For each widget key: its list's total for the link's filters, read as the page reads it. */
const LIST_TOTAL: Record<string, (w: TodayWidgetData, as: SignedIn) => Promise<number>> = {
  'planning.anomalies': async (w, as) => daySummary(w, as),
  'planning.shiftsWithoutTime': async (w, as) => daySummary(w, as),
  'planning.timesWithoutShift': async (w, as) => daySummary(w, as),
  'finance.remindersDue': async (w, as) => (await ok(as.get(api.finance.getClientInvoiceSummary, filtersOf(w)))).total,
  'finance.newlyInRecovery': async (w, as) => (await ok(as.get(api.finance.getClientInvoiceSummary, filtersOf(w)))).total,
  'finance.invoicesNotSent': async (w, as) => {
    const { month } = filtersOf(w);
    return (await ok(as.get(api.billing.getInvoices, { month }))).unsent;
  },
  'workers.leaving': async (w, as) => (await ok(as.get(api.workers.getWorkers, filtersOf(w)))).total,
  'workers.contractsEnding': async (w, as) => workersListTotal(w, as, 'contractEndingSoon'),
  'workers.documentsExpiring': async (w, as) => workersListTotal(w, as, 'documentExpiringSoon'),
  'vehicles.contractsEnding': async (w, as) => (await ok(as.get(api.vehicles.getVehicles, filtersOf(w)))).length,
  'pay.lastOpenMonth': async (w, as) => (await ok(as.get(api.retrib.getStatements, statementsQuery(w)))).statements.length,
  'pay.anomalies': async (w, as) =>
    (await ok(as.get(api.retrib.getStatements, statementsQuery(w)))).statements.reduce((n, s) => n + s.anomalies.length, 0),
  'chat.unread': async (_w, as) => {
    const unread = await ok(as.get(api.chat.getUnread));
    return unread.rooms.filter((r) => r.unread > 0).length + unread.chats.filter((c) => c.unread > 0).length;
  },
  'chat.openTickets': async (w, as) => {
    const { tab, ...filters } = filtersOf(w);
    expect({ path: w.link.path, tab }).toEqual({ path: '/chat', tab: 'tickets' });
    return (await ok(as.get(api.chat.getTickets, filters))).total;
  },
  'settings.failedMails': async (w, as) => (await ok(as.get(api.settings.getMails, filtersOf(w)))).total,
};

async function ok<T>(answer: Promise<{ status: number; body: { data: T } }>): Promise<T> {
  const res = await answer;
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The workers list with the link's filter, which must be the one named. */
async function workersListTotal(w: TodayWidgetData, as: SignedIn, filter: string): Promise<number> {
  expect({ path: w.link.path, filters: filtersOf(w) }).toEqual({ path: '/workers', filters: { [filter]: 'true' } });
  return (await ok(as.get(api.workers.getWorkers, filtersOf(w)))).total;
}

/** The planning page's `day` opens that date's summary; `anomaly` counts one kind. */
async function daySummary(w: TodayWidgetData, as: SignedIn): Promise<number> {
  const { day, anomaly } = filtersOf(w);
  expect(w.link.path).toBe('/planning');
  const summary = await ok(as.get(api.planning.getDaySummary, { date: day, ...(anomaly ? { anomaly } : {}) }));
  return summary.totals.anomalies;
}

function statementsQuery(w: TodayWidgetData) {
  expect(w.link.path).toBe('/retrib/statements');
  const { month, all } = filtersOf(w);
  return { month, all };
}

const TODAY_CALLS = [api.today.planning, api.today.finance, api.today.workers, api.today.vehicles, api.today.pay, api.today.chat, api.today.settings];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDomain(t.db, 'small', { today: new Date() });
  admin = await t.injectAs('admin');
  // Something in each widget the seed may leave empty: a worker leaving soon, a client owing
  // and flagged in recovery today, a failed mail, an invoice of last month not sent, an open
  // support ticket, a started shift without a time and a time without a shift today (two
  // workers with nothing today).
  await sql`update workers set left_on = ${addDays(today, 10)}::date
    where id = (select id from workers where activity_status = 'active' and left_on is null order by id limit 1)`.execute(t.db);
  await sql`update clients set in_recovery_since = now(), in_recovery_reason = 'test'
    where id = (select client_id from client_receivables order by client_id limit 1)`.execute(t.db);
  await sql`insert into mail_outbox (to_addresses, subject, text_body, status, tries, last_error, next_attempt_at)
    values ('{a@client.example}', 'Facture refusée', 'x', 'failed', 5, '550 no such user', null)`.execute(t.db);
  await sql`insert into tickets (user_id, subject, body) values ((select min(id) from staff_users), 'Export en panne', 'x')`.execute(t.db);
  // An invoice of last month's billing run, not sent yet.
  await sql`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat, billing_month)
    values ('INV-2099-000001', (select min(id) from clients), ${today}::date, ${today}::date + 30, 1200, 1000,
      date_trunc('month', ${today}::date - interval '1 month')::date)`.execute(t.db);
  const midnight = sql`(${today}::date::timestamp at time zone 'Europe/Paris')`;
  const { rows: idle } = await sql<{ id: number }>`select w.id from workers w where w.activity_status = 'active'
    and not exists (select 1 from worker_days d where d.worker_id = w.id and d.date = ${today}::date) order by w.id limit 2`.execute(t.db);
  await sql`insert into shifts (worker_id, client_id, date, starts_at, ends_at)
    values (${idle[0].id}, (select min(id) from clients), ${today}::date, ${midnight} + interval '1 second', ${midnight} + interval '8 hours')`.execute(t.db);
  await sql`insert into worker_times (worker_id, date, started_at, ended_at)
    values (${idle[1].id}, ${today}::date, ${midnight} + interval '2 seconds', ${midnight} + interval '1 hour')`.execute(t.db);
}, 120_000);
afterAll(() => t.close());

test.each(TODAY_CALLS.map((endpoint) => [endpoint.path, endpoint] as const))(
  "%s: each widget's count is what its link's list shows",
  async (_path, endpoint) => {
    const answer = await ok(admin.get(endpoint));
    expect(answer.widgets.length).toBeGreaterThan(0);
    for (const w of answer.widgets) {
      const total = LIST_TOTAL[w.key];
      if (!total) throw new Error(`no list check for the widget ${w.key}`);
      expect({ key: w.key, exact: w.exact, note: w.note }).toEqual({ key: w.key, exact: true, note: null });
      expect({ key: w.key, count: await total(w, admin) }).toEqual({ key: w.key, count: w.count });
    }
  },
  60_000,
);

test('the seeded day has something in every widget, so that the checks above compare real sets', async () => {
  const empty: string[] = [];
  for (const endpoint of TODAY_CALLS)
    for (const w of (await ok(admin.get(endpoint))).widgets)
      if (w.count === 0 || (w.items.length === 0 && w.key !== 'pay.lastOpenMonth')) empty.push(w.key);
  expect(empty).toEqual([]);
});
