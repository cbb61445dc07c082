import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { t, workers, vehicles, clients, anyActiveWorker, useSeededApp } from './workersSetup';

useSeededApp();

describe('workers/getWorkers', () => {
  test('active by default, inactive and all on demand, with what the list page shows', async () => {
    const counts = await t.db
      .selectFrom('workers')
      .select(['activity_status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('activity_status')
      .execute();
    const n = (s: string) => Number(counts.find((c) => c.activity_status === s)?.n ?? 0);

    const active = await workers.get(api.workers.getWorkers);
    expect(active.status).toBe(200);
    expect(active.body.data.items).toHaveLength(n('active'));
    expectEvery(active.body.data.items, (w) => w.activityStatus === 'active');
    expect(
      (await workers.get(api.workers.getWorkers, { activityStatus: 'inactive' })).body.data.items,
    ).toHaveLength(n('inactive'));
    expect(
      (await workers.get(api.workers.getWorkers, { activityStatus: 'all' })).body.data.items,
    ).toHaveLength(n('active') + n('inactive'));

    const row = active.body.data.items[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'activityStatus',
        'agency',
        'city',
        'company',
        'email',
        'firstName',
        'hasPhoto',
        'hiredOn',
        'id',
        'lastName',
        'phone',
        'shortCode',
        'team',
        'vehicle',
      ].sort(),
    );
    expect(row.team).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(active.body.data.items.some((w) => w.vehicle !== null)).toBe(true);
  });

  test('search by short code or name, and sort', async () => {
    const w = await anyActiveWorker();
    const byCode = await workers.get(api.workers.getWorkers, { search: w.short_code.toLowerCase() });
    expect(byCode.body.data.items.map((r) => r.id)).toEqual([w.id]);
    const byName = await workers.get(api.workers.getWorkers, { search: w.last_name });
    expect(byName.body.data.items.map((r) => r.id)).toContain(w.id);
    expect((await workers.get(api.workers.getWorkers, { search: '%' })).body.data.items).toEqual([]);

    const sorted = await workers.get(api.workers.getWorkers, { sort: 'shortCode', order: 'desc' });
    const codes = sorted.body.data.items.map((r) => r.shortCode);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  test('a page at a time with the total, in the order the database sorts', async () => {
    const active = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
    expect(active.length).toBeGreaterThan(20);
    const second = await workers.get(api.workers.getWorkers, { page: 2, pageSize: 10 });
    expect(second.status).toBe(200);
    expect(second.body.data.total).toBe(active.length);
    expect(second.body.data.page).toBe(2);
    expect(second.body.data.pageSize).toBe(10);
    expect(second.body.data.items.map((r) => r.id)).toEqual(active.slice(10, 20).map((r) => r.id));

    const byTeam = await t.db
      .selectFrom('workers as w')
      .innerJoin('teams as tm', 'tm.id', 'w.team_id')
      .select('w.id')
      .where('w.activity_status', '=', 'active')
      .orderBy('tm.name', 'desc')
      .orderBy('w.last_name', 'desc')
      .orderBy('w.id', 'desc')
      .limit(15)
      .execute();
    const sorted = await workers.get(api.workers.getWorkers, { sort: 'team', order: 'desc', pageSize: 15 });
    expect(sorted.body.data.items.map((r) => r.id)).toEqual(byTeam.map((r) => r.id));

    const past = await workers.get(api.workers.getWorkers, { page: 99 });
    expect(past.body.data).toEqual({ items: [], total: active.length, page: 99, pageSize: 100 });
    const tooBig = await workers.get(api.workers.getWorkers, { pageSize: 501 });
    expect(tooBig.status).toBe(400);
    expect(fieldNames(tooBig)).toEqual(['pageSize']);
  });

  test('a change made straight in the database (another API process) shows in the next read', async () => {
    const w = await anyActiveWorker();
    await t.db.updateTable('workers').set({ city: 'Changed elsewhere' }).where('id', '=', w.id).execute();
    const listed = await workers.get(api.workers.getWorkers, { search: w.short_code });
    expect(listed.body.data.items.map((r) => [r.id, r.city])).toEqual([[w.id, 'Changed elsewhere']]);

    const team = await t.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('id', '=', w.team_id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('teams').set({ name: 'Renamed elsewhere' }).where('id', '=', team.id).execute();
    try {
      const detail = await workers.get(api.workers.getWorker, undefined, { id: w.short_code });
      expect(detail.body.data.team).toEqual({ id: team.id, name: 'Renamed elsewhere' });
    } finally {
      await t.db.updateTable('teams').set({ name: team.name }).where('id', '=', team.id).execute();
    }
  });

  test("an event written straight in the database shows in the worker's next timeline page", async () => {
    const w = await anyActiveWorker();
    const before = await workers.get(api.workers.getWorkersEvents, { workerId: w.id });
    expect(before.status).toBe(200);
    const inserted = await t.db
      .insertInto('worker_events')
      .values({
        worker_id: w.id,
        kind: 'note',
        summary: 'Written elsewhere',
        at: new Date('2099-01-01T10:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const after = await workers.get(api.workers.getWorkersEvents, { workerId: w.id });
      expect(after.body.data.total).toBe(before.body.data.total + 1);
      expect(after.body.data.items[0]).toMatchObject({
        id: inserted.id,
        summary: 'Written elsewhere',
        at: '2099-01-01T10:00:00.000Z',
      });
    } finally {
      await t.db.deleteFrom('worker_events').where('id', '=', inserted.id).execute();
    }
    expect((await workers.get(api.workers.getWorkersEvents, { workerId: w.id })).body.data.total).toBe(
      before.body.data.total,
    );
  });

  test('an edit shows in the very next read', async () => {
    const w = await anyActiveWorker();
    const before = await workers.get(api.workers.getWorkers, { search: w.short_code });
    expect(before.body.data.items.map((r) => r.id)).toEqual([w.id]);
    const edited = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      city: 'Shared-read city',
    });
    expect(edited.status).toBe(200);
    const after = await workers.get(api.workers.getWorkers, { search: w.short_code });
    expect(after.body.data.items[0].city).toBe('Shared-read city');
  });

  test('400 naming the bad query field, 403 without the role', async () => {
    const bad = await workers.get(api.workers.getWorkers, { activityStatus: 'retired', sort: 'salary' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'sort']);
    expect((await clients.get(api.workers.getWorkers)).status).toBe(403);
    expect((await vehicles.get(api.workers.getWorkers)).status).toBe(403);
  });
});

describe('workers/getWorkersLight', () => {
  test('active workers only, open to the areas that pick workers, not to others', async () => {
    const res = await vehicles.get(api.workers.getWorkersLight);
    expect(res.status).toBe(200);
    const active = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .execute();
    expect(res.body.data).toHaveLength(active.length);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['id', 'name', 'shortCode']);
    expect((await clients.get(api.workers.getWorkersLight)).status).toBe(403);
  });
});

describe('workers/{id}', () => {
  test('by id or by short code (any case), 404 when unknown, 403 without the role', async () => {
    const w = await anyActiveWorker();
    const byId = await workers.get(api.workers.getWorker, {}, { id: w.id });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id: w.id, shortCode: w.short_code, version: w.version });
    const byCode = await workers.get(api.workers.getWorker, {}, { id: w.short_code.toLowerCase() });
    expect(byCode.body.data.id).toBe(w.id);
    expect((await workers.get(api.workers.getWorker, {}, { id: 'ZZZ-9999' })).status).toBe(404);
    expect((await workers.get(api.workers.getWorker, {}, { id: '99999' })).status).toBe(404);
    expect((await clients.get(api.workers.getWorker, {}, { id: w.id })).status).toBe(403);
  });
});
