import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { api } from '@courier/shared/contract';
import { buildApp } from '../../../src/app';
import { openDatabase, type Database, type OpenedDatabase } from '../../../src/db/database';
import { seededTestApp, testConfig, type Inject, type SignedIn, type TestApp } from '../../helpers/testApp';
import { typedInject } from '../../helpers/injectAs';

/**
 * workers/getWorkerTimes reads the worker's times from the table at each call: whatever writes
 * them (this API, another process, SQL behind its back), the next page shows it. Each answer
 * is compared with what the database holds at that moment.
 */
let t: TestApp;
let workers: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());

/** What getWorkerTimes must answer for `workerId` (every row), read from the tables. */
async function expected(db: Database, workerId: number) {
  const rows = await db
    .selectFrom('worker_times as wt')
    .leftJoin('gta_types as g', 'g.id', 'wt.gta_type_id')
    .select(['wt.id', 'wt.date', 'wt.started_at', 'wt.ended_at', 'wt.comment', 'wt.gta_type_id', 'g.name', 'wt.version'])
    .where('wt.worker_id', '=', workerId)
    .orderBy('wt.date', 'desc')
    .orderBy('wt.started_at', 'desc')
    .orderBy('wt.id', 'desc')
    .execute();
  const minutes = (r: (typeof rows)[number]) =>
    r.ended_at ? Math.round((r.ended_at.getTime() - r.started_at.getTime()) / 60_000) : null;
  return {
    items: rows.map((r) => ({
      id: r.id,
      workerId,
      date: r.date,
      startedAt: r.started_at.toISOString(),
      endedAt: r.ended_at ? r.ended_at.toISOString() : null,
      minutes: minutes(r),
      gtaType: r.gta_type_id ? { id: r.gta_type_id, name: r.name } : null,
      comment: r.comment,
      version: r.version,
    })),
    total: rows.length,
    page: 1,
    pageSize: 500,
    totalMinutes: rows.reduce((sum, r) => sum + (minutes(r) ?? 0), 0),
  };
}

async function timesOf(as: SignedIn, workerId: number) {
  const res = await as.get(api.workers.getWorkerTimes, { workerId, pageSize: 500 });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Two workers with times, and a GTA type. */
async function twoWorkers(db: Database) {
  const [a, b] = await db.selectFrom('worker_times').select('worker_id').distinct().orderBy('worker_id').limit(2).execute();
  const gta = await db.selectFrom('gta_types').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  return { a: a.worker_id, b: b.worker_id, gta };
}

const newTime = (workerId: number, gtaTypeId: number, day: string) => ({
  worker_id: workerId,
  date: day,
  started_at: new Date(`${day}T08:00:00Z`),
  ended_at: new Date(`${day}T10:15:00Z`),
  gta_type_id: gtaTypeId,
  comment: 'written straight',
});

test("a time written to one worker shows at once on that worker's next page; the other worker's stays exact", async () => {
  const { a, b, gta } = await twoWorkers(t.db);
  // Both read once before the write.
  expect(await timesOf(workers, a)).toEqual(await expected(t.db, a));
  expect(await timesOf(workers, b)).toEqual(await expected(t.db, b));

  const added = await t.db.insertInto('worker_times').values(newTime(a, gta.id, '2099-03-04')).returning('id').executeTakeFirstOrThrow();
  try {
    const afterAdd = await timesOf(workers, a);
    expect(afterAdd.items[0]).toMatchObject({ id: added.id, minutes: 135 });
    expect(afterAdd).toEqual(await expected(t.db, a));
    expect(await timesOf(workers, b)).toEqual(await expected(t.db, b));

    // Moved to the other worker: both change.
    await t.db.updateTable('worker_times').set({ worker_id: b, version: sql`version + 1` }).where('id', '=', added.id).execute();
    expect(await timesOf(workers, a)).toEqual(await expected(t.db, a));
    const moved = await timesOf(workers, b);
    expect(moved.items[0]).toMatchObject({ id: added.id, workerId: b, version: 2 });
    expect(moved).toEqual(await expected(t.db, b));
  } finally {
    await t.db.deleteFrom('worker_times').where('id', '=', added.id).execute();
  }
  const b2 = await timesOf(workers, b);
  expect(b2.items.map((r) => r.id)).not.toContain(added.id);
  expect(b2).toEqual(await expected(t.db, b));
  expect(await timesOf(workers, a)).toEqual(await expected(t.db, a));
});

test("a time changed behind the triggers' back (no counter moves) shows on the next page: nothing is held", async () => {
  const { b } = await twoWorkers(t.db);
  const before = await timesOf(workers, b);
  const first = before.items[0];
  await t.db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await tx.updateTable('worker_times').set({ comment: 'seen at once' }).where('id', '=', first.id).execute();
  });
  try {
    const after = await timesOf(workers, b);
    expect(after.items[0]).toMatchObject({ id: first.id, comment: 'seen at once' });
    expect(after).toEqual(await expected(t.db, b));
  } finally {
    await t.db.updateTable('worker_times').set({ comment: first.comment }).where('id', '=', first.id).execute();
  }
  expect(await timesOf(workers, b)).toEqual(before);
});

test('pages of a period are disjoint, in order, and carry the period\'s total and minutes', async () => {
  const { a } = await twoWorkers(t.db);
  const all = await expected(t.db, a);
  expect(all.items.length).toBeGreaterThan(3);
  const dates = all.items.map((r) => r.date);
  const dateTo = dates[1];
  const dateFrom = dates[dates.length - 2];
  const inPeriod = all.items.filter((r) => r.date >= dateFrom && r.date <= dateTo);
  const minutes = inPeriod.reduce((sum, r) => sum + (r.minutes ?? 0), 0);
  const seen: number[] = [];
  for (let page = 1; page <= Math.ceil(inPeriod.length / 2) + 1; page++) {
    const res = (await workers.get(api.workers.getWorkerTimes, { workerId: a, dateFrom, dateTo, page, pageSize: 2 })).body.data;
    expect(res).toMatchObject({ total: inPeriod.length, totalMinutes: minutes, page, pageSize: 2 });
    seen.push(...res.items.map((r) => r.id));
  }
  expect(seen).toEqual(inPeriod.map((r) => r.id));
});

test("a GTA type renamed shows on every worker's times; a deleted time disappears", async () => {
  const { a, b, gta } = await twoWorkers(t.db);
  const ids = await t.db.selectFrom('worker_times').select('worker_id').distinct().orderBy('worker_id').execute();
  const many = ids.slice(0, 6).map((r) => r.worker_id);
  for (const id of many) await timesOf(workers, id);
  await t.db.updateTable('gta_types').set({ name: 'Renamed for every worker' }).where('id', '=', gta.id).execute();
  try {
    for (const id of many) expect(await timesOf(workers, id)).toEqual(await expected(t.db, id));
    const shown = (await timesOf(workers, a)).items.concat((await timesOf(workers, b)).items);
    expect(shown.some((r) => r.gtaType?.name === 'Renamed for every worker')).toBe(true);
  } finally {
    await t.db.updateTable('gta_types').set({ name: gta.name }).where('id', '=', gta.id).execute();
  }
  for (const id of many) expect(await timesOf(workers, id)).toEqual(await expected(t.db, id));

  const added = await t.db.insertInto('worker_times').values(newTime(b, gta.id, '2099-07-08')).returning('id').executeTakeFirstOrThrow();
  expect((await timesOf(workers, b)).items[0].id).toBe(added.id);
  await t.db.deleteFrom('worker_times').where('id', '=', added.id).execute();
  expect(await timesOf(workers, b)).toEqual(await expected(t.db, b));
});

test('a worker with no times, a page past the end, a period with none: empty; an unknown worker is a 404, bad input a 400', async () => {
  const without = await t.db
    .selectFrom('workers')
    .select('id')
    .where('id', 'not in', t.db.selectFrom('worker_times').select('worker_id'))
    .orderBy('id')
    .executeTakeFirst();
  if (without) expect(await timesOf(workers, without.id)).toEqual({ items: [], total: 0, page: 1, pageSize: 500, totalMinutes: 0 });
  const { a } = await twoWorkers(t.db);
  const past = await workers.get(api.workers.getWorkerTimes, { workerId: a, page: 10_000 });
  expect(past.body.data.items).toEqual([]);
  expect((await workers.get(api.workers.getWorkerTimes, { workerId: 2_000_000_000 })).status).toBe(404);
  for (const workerId of ['0', '-1', 'x', '99999999999999999999', '1.5'])
    expect((await workers.inject({ method: 'GET', url: `/api/workers/getWorkerTimes?workerId=${workerId}` })).statusCode).toBe(400);
});

const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

onServer('two API processes on one PostgreSQL', () => {
  let other: OpenedDatabase;
  let otherApp: FastifyInstance;
  let workersOnOther: SignedIn;

  beforeAll(async () => {
    const url = (t.opened as OpenedDatabase & { databaseUrl?: string }).databaseUrl!;
    other = await openDatabase({ databaseUrl: url });
    otherApp = await buildApp({ config: testConfig(), db: other.db, dbKind: 'postgres', logger: false });
    await otherApp.ready();
    // The same session token works on both: sessions are in the database.
    const inject: Inject = (o) => otherApp.inject({ ...o, headers: { authorization: `Bearer ${workers.token}`, ...o.headers } });
    workersOnOther = { token: workers.token, inject, ...typedInject(inject) };
  });
  afterAll(async () => {
    await otherApp.close();
    await other.close();
  });

  test("a write through one process's database pool shows on the other's next page, for that worker only", async () => {
    const { a, b, gta } = await twoWorkers(t.db);
    for (const as of [workers, workersOnOther]) {
      expect(await timesOf(as, a)).toEqual(await expected(t.db, a));
      expect(await timesOf(as, b)).toEqual(await expected(t.db, b));
    }
    const added = await other.db.insertInto('worker_times').values(newTime(a, gta.id, '2099-09-10')).returning('id').executeTakeFirstOrThrow();
    try {
      for (const as of [workers, workersOnOther]) {
        const seen = await timesOf(as, a);
        expect(seen.items[0].id).toBe(added.id);
        expect(seen).toEqual(await expected(t.db, a));
        expect(await timesOf(as, b)).toEqual(await expected(t.db, b));
      }
      await t.db.updateTable('worker_times').set({ worker_id: b }).where('id', '=', added.id).execute();
      for (const as of [workersOnOther, workers]) {
        expect(await timesOf(as, a)).toEqual(await expected(t.db, a));
        expect((await timesOf(as, b)).items[0].id).toBe(added.id);
      }
    } finally {
      await t.db.deleteFrom('worker_times').where('id', '=', added.id).execute();
    }
    for (const as of [workersOnOther, workers]) expect(await timesOf(as, b)).toEqual(await expected(t.db, b));
  });
});

test('workers/getWorkers in each sort: a filtered descending page is the rows SQL gives, in its order', async () => {
  const team = await t.db
    .selectFrom('workers')
    .select(['team_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('team_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const inDb = await t.db
    .selectFrom('workers as w')
    .select('w.id')
    .where('w.team_id', '=', team.team_id)
    .orderBy('w.first_name', 'desc')
    .orderBy('w.last_name', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  expect(inDb.length).toBeGreaterThan(4);
  const page = await workers.get(api.workers.getWorkers, { activityStatus: 'all', teamId: team.team_id, sort: 'firstName', order: 'desc', page: 2, pageSize: 3 });
  expect(page.body.data.total).toBe(inDb.length);
  expect(page.body.data.items.map((r) => r.id)).toEqual(inDb.slice(3, 6).map((r) => r.id));
  const asc = await workers.get(api.workers.getWorkers, { activityStatus: 'all', teamId: team.team_id, sort: 'firstName', pageSize: 500 });
  expect(asc.body.data.items.map((r) => r.id)).toEqual(inDb.map((r) => r.id).reverse());
});
