import { api } from '@courier/shared/contract';
import { expectEvery } from '../../helpers/expectEvery';
import { t, workers, clients, anyActiveWorker, useSeededApp } from './workersSetup';

useSeededApp();

describe('workers/getWorkerTimes', () => {
  /** The worker with the most times (the first by id among equals). */
  const busiestWorker = () =>
    t.db
      .selectFrom('worker_times')
      .select(['worker_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('worker_id')
      .orderBy('n', 'desc')
      .orderBy('worker_id')
      .executeTakeFirstOrThrow();

  test('a page at a time, newest first, with the total', async () => {
    const busiest = await busiestWorker();
    const all = await t.db
      .selectFrom('worker_times')
      .select('id')
      .where('worker_id', '=', busiest.worker_id)
      .orderBy('date', 'desc')
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(all.length).toBeGreaterThan(4);
    const second = await workers.get(api.workers.getWorkerTimes, {
      workerId: busiest.worker_id,
      page: 2,
      pageSize: 2,
    });
    expect(second.body.data.total).toBe(all.length);
    expect(second.body.data.items.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    const past = await workers.get(api.workers.getWorkerTimes, { workerId: busiest.worker_id, page: 500 });
    const minutes = await t.db
      .selectFrom('worker_times')
      .select(['started_at', 'ended_at'])
      .where('worker_id', '=', busiest.worker_id)
      .execute();
    const totalMinutes = minutes.reduce(
      (sum, r) =>
        sum + (r.ended_at ? Math.round((r.ended_at.getTime() - r.started_at.getTime()) / 60_000) : 0),
      0,
    );
    expect(totalMinutes).toBeGreaterThan(0);
    expect(second.body.data.totalMinutes).toBe(totalMinutes);
    expect(past.body.data).toEqual({ items: [], total: all.length, totalMinutes, page: 500, pageSize: 50 });
  });

  test('a period counts and totals only its days; a time or a GTA name written straight to the database shows at the next call', async () => {
    const busiest = await busiestWorker();
    const workerId = busiest.worker_id;
    const rows = await t.db
      .selectFrom('worker_times')
      .select(['id', 'date', 'started_at', 'ended_at'])
      .where('worker_id', '=', workerId)
      .orderBy('date', 'desc')
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const days = [...new Set(rows.map((r) => r.date))];
    expect(days.length).toBeGreaterThan(2);
    // From the oldest but one day to the newest but one: both ends included.
    const [dateTo, dateFrom] = [days[1], days[days.length - 2]];
    const inside = rows.filter((r) => r.date >= dateFrom && r.date <= dateTo);
    const minutesOf = (list: typeof rows) =>
      list.reduce(
        (sum, r) =>
          sum + (r.ended_at ? Math.round((r.ended_at.getTime() - r.started_at.getTime()) / 60_000) : 0),
        0,
      );
    const period = await workers.get(api.workers.getWorkerTimes, {
      workerId,
      dateFrom,
      dateTo,
      pageSize: 500,
    });
    expect(period.body.data.total).toBe(inside.length);
    expect(period.body.data.totalMinutes).toBe(minutesOf(inside));
    expect(period.body.data.items.map((r) => r.id)).toEqual(inside.map((r) => r.id));
    const none = await workers.get(api.workers.getWorkerTimes, {
      workerId,
      dateFrom: '1990-01-01',
      dateTo: '1990-12-31',
    });
    expect(none.body.data).toMatchObject({ items: [], total: 0, totalMinutes: 0 });

    const gta = await t.db
      .selectFrom('gta_types')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const added = await t.db
      .insertInto('worker_times')
      .values({
        worker_id: workerId,
        date: '2099-01-02',
        started_at: new Date('2099-01-02T08:00:00Z'),
        ended_at: new Date('2099-01-02T09:30:00Z'),
        gta_type_id: gta.id,
        comment: 'written straight',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await workers.get(api.workers.getWorkerTimes, { workerId, pageSize: 1 });
    expect(after.body.data.items[0]).toMatchObject({
      id: added.id,
      minutes: 90,
      gtaType: { id: gta.id, name: gta.name },
    });
    expect(after.body.data.total).toBe(rows.length + 1);
    expect(after.body.data.totalMinutes).toBe(minutesOf(rows) + 90);
    await t.db.updateTable('gta_types').set({ name: 'Renamed straight' }).where('id', '=', gta.id).execute();
    try {
      const renamed = await workers.get(api.workers.getWorkerTimes, { workerId, pageSize: 1 });
      expect(renamed.body.data.items[0].gtaType).toEqual({ id: gta.id, name: 'Renamed straight' });
    } finally {
      await t.db.updateTable('gta_types').set({ name: gta.name }).where('id', '=', gta.id).execute();
      await t.db.deleteFrom('worker_times').where('id', '=', added.id).execute();
    }
  });

  test('times of a worker, newest first; 400 without workerId; 404 unknown; 403 without the role', async () => {
    const withTimes = await t.db
      .selectFrom('worker_times')
      .select('worker_id')
      .orderBy('worker_id')
      .executeTakeFirstOrThrow();
    const res = await workers.get(api.workers.getWorkerTimes, { workerId: withTimes.worker_id });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
    expectEvery(res.body.data.items, (r) => r.workerId === withTimes.worker_id);
    const dates = res.body.data.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const one = res.body.data.items[0];
    const first = await workers.get(api.workers.getWorkerTimes, {
      workerId: withTimes.worker_id,
      dateFrom: one.date,
      dateTo: one.date,
    });
    expectEvery(first.body.data.items, (r) => r.date === one.date);

    const missing = await workers.get(api.workers.getWorkerTimes);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('workerId');
    expect((await workers.get(api.workers.getWorkerTimes, { workerId: 99999 })).status).toBe(404);
    expect((await clients.get(api.workers.getWorkerTimes, { workerId: withTimes.worker_id })).status).toBe(
      403,
    );
  });
});

describe('workers/getWorkersEvents', () => {
  test("a worker's timeline, newest first, paged; 404 unknown worker; 400 bad page size; 403", async () => {
    const w = await anyActiveWorker();
    await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: (await workers.get(api.workers.getWorker, {}, { id: w.id })).body.data.version,
      postalCode: '75011',
    });
    const res = await workers.get(api.workers.getWorkersEvents, { workerId: w.id, pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeLessThanOrEqual(2);
    expect(res.body.data.items[0]).toMatchObject({
      worker: { id: w.id, shortCode: w.short_code },
      kind: 'updated',
      userName: 'Workers Demo',
    });
    const all = await workers.get(api.workers.getWorkersEvents, { workerId: w.id, pageSize: 500 });
    expect(all.body.data.total).toBe(all.body.data.items.length);
    const ats = all.body.data.items.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());

    expect((await workers.get(api.workers.getWorkersEvents)).body.data.total).toBeGreaterThan(
      all.body.data.total,
    );
    expect((await workers.get(api.workers.getWorkersEvents, { workerId: 99999 })).status).toBe(404);
    const bad = await workers.get(api.workers.getWorkersEvents, { pageSize: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('pageSize');
    expect((await clients.get(api.workers.getWorkersEvents)).status).toBe(403);
  });
});
