import { sql } from 'kysely';
import { api, type TodayWidgetData } from '@courier/shared/contract';
import { buildTestApp, type SignedIn, type TestApp } from '../helpers/testApp';
import { seedDomain } from '../../src/db/seed/domain';
import { todayInParis } from '../../src/domain/dates';
import { monthDates } from '../../src/repositories/retrib/statements';
import { previousMonth } from '../../src/repositories/today/widget';

// `retrib/today` reads who is paid in the month from `worker_days` (repositories/today/pay.ts):
// a worker-day with a shift or a time worked, or else a time that is an absence (worker_days
// counts no absence, yet a statement lists the worker). A worker-day whose shift was deleted
// stays with nothing in it: that worker is not paid. Each case keeps the widget equal to the
// statements page of that month.

let t: TestApp;
let admin: SignedIn;
const today = todayInParis();
const month = previousMonth(today);
const [monthStart, monthEnd] = monthDates(month);
const day = `${month}-10`;

const widgetOf = (widgets: TodayWidgetData[], key: string) => {
  const w = widgets.find((x) => x.key === key);
  if (!w) throw new Error(`no widget ${key}`);
  return w;
};

async function payFigures() {
  const res = await admin.get(api.today.pay);
  expect(res.status).toBe(200);
  const paid = widgetOf(res.body.data.widgets, 'pay.lastOpenMonth');
  expect(paid.values.month).toBe(month);
  const anomalies = widgetOf(res.body.data.widgets, 'pay.anomalies');
  const list = await admin.get(api.retrib.getStatements, { month, all: true });
  expect(list.status).toBe(200);
  const statements = list.body.data.statements;
  return {
    paid: paid.count,
    anomalies: anomalies.count,
    listed: statements.length,
    listedAnomalies: statements.reduce((n, s) => n + s.anomalies.length, 0),
    workerIds: statements.map((s) => s.worker.id),
  };
}

/** Workers with nothing at all in the month (no worker-day), the first `n` by id. */
async function idleWorkers(n: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select w.id from workers w where not exists (select 1 from worker_days d
    where d.worker_id = w.id and d.date between ${monthStart}::date and ${monthEnd}::date) order by w.id limit ${n}`.execute(
    t.db,
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDomain(t.db, 'small', { today: new Date() });
  admin = await t.injectAs('admin');
}, 120_000);
afterAll(() => t.close());

test('the widget counts what the statements page lists, before and after the edge cases', async () => {
  const before = await payFigures();
  expect(before.paid).toBe(before.listed);
  expect(before.anomalies).toBe(before.listedAnomalies);

  const [absent, removed] = await idleWorkers(2);
  expect(removed).toBeDefined();
  const midday = sql`(${day}::date + time '12:00') at time zone 'Europe/Paris'`;
  // An absence only: no worker-day count moves, yet the worker has a statement.
  await sql`insert into worker_times (worker_id, date, started_at, ended_at, gta_type_id)
    values (${absent}, ${day}::date, ${midday}, ${midday} + interval '7 hours',
      (select min(id) from gta_types where is_absence))`.execute(t.db);
  // A shift added then deleted: its worker-day stays, empty.
  const { rows } = await sql<{
    id: number;
  }>`insert into shifts (worker_id, client_id, date, starts_at, ends_at)
    values (${removed}, (select min(id) from clients), ${day}::date, ${midday}, ${midday} + interval '8 hours') returning id`.execute(
    t.db,
  );
  await sql`delete from shifts where id = ${rows[0].id}`.execute(t.db);
  const empty =
    await sql`select 1 from worker_days where worker_id = ${removed} and date = ${day}::date and shifts = 0 and times = 0`.execute(
      t.db,
    );
  expect(empty.rows).toHaveLength(1);

  const after = await payFigures();
  expect(after.workerIds).toContain(absent);
  expect(after.workerIds).not.toContain(removed);
  expect(after.paid).toBe(before.paid + 1);
  expect(after.paid).toBe(after.listed);
  expect(after.anomalies).toBe(after.listedAnomalies);
}, 60_000);
