import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

/**
 * The Workers area reads the tables at each call (no copy held in the process): a write is seen
 * by the next read, whoever made it; searches match anywhere in the text; pages are stable and
 * disjoint.
 */
let t: TestApp;
let workers: SignedIn;
let vehicles: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  workers = await t.injectAs('workers');
  vehicles = await t.injectAs('vehicles');
});
afterAll(() => t.close());

/** Writes a worker's last name straight in SQL, with the triggers off: no counter or mark moves. */
async function renameBehindTheBack(id: number, lastName: string) {
  await t.db.transaction().execute(async (tx) => {
    await sql`set local session_replication_role = replica`.execute(tx);
    await tx.updateTable('workers').set({ last_name: lastName }).where('id', '=', id).execute();
  });
}

test("a worker's edit is seen by the next list, light list, detail and timeline page", async () => {
  const w = await t.db.selectFrom('workers').selectAll().where('activity_status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
  // Read once first: a process that held copies would answer these again.
  await workers.get(api.workers.getWorkers, { search: w.short_code });
  await workers.get(api.workers.getWorker, {}, { id: w.id });
  await workers.get(api.workers.getWorkersEvents, { workerId: w.id });

  const edited = await workers.post(api.workers.updateWorkerData, { id: w.id, version: w.version, lastName: 'Zyxwvutsr' });
  expect(edited.status).toBe(200);
  try {
    const list = (await workers.get(api.workers.getWorkers, { search: 'xwvut' })).body.data;
    expect(list.items.map((r) => [r.id, r.lastName])).toEqual([[w.id, 'Zyxwvutsr']]);
    expect(list.total).toBe(1);
    expect((await workers.get(api.workers.getWorkersLight, { search: 'XWVUT' })).body.data).toEqual([
      { id: w.id, shortCode: w.short_code, name: `${w.first_name} Zyxwvutsr` },
    ]);
    const detail = (await workers.get(api.workers.getWorker, {}, { id: w.short_code })).body.data;
    expect(detail).toMatchObject({ lastName: 'Zyxwvutsr', version: w.version + 1 });
    const timeline = (await workers.get(api.workers.getWorkersEvents, { workerId: w.id })).body.data;
    expect(timeline.items[0]).toMatchObject({ kind: 'updated', worker: { id: w.id, name: `${w.first_name} Zyxwvutsr` } });

    // Behind the triggers' back too: nothing is held, so nothing needs telling.
    await renameBehindTheBack(w.id, 'Qponmlkji');
    expect((await workers.get(api.workers.getWorker, {}, { id: w.id })).body.data.lastName).toBe('Qponmlkji');
    expect((await workers.get(api.workers.getWorkers, { search: 'onmlk' })).body.data.items.map((r) => r.id)).toEqual([w.id]);
  } finally {
    await renameBehindTheBack(w.id, w.last_name);
  }
});

test('a search finds a worker by a middle part of its code, name, email or phone, whatever the case, and escapes wildcards', async () => {
  const w = await t.db
    .selectFrom('workers')
    .selectAll()
    .where('email', 'is not', null)
    .where('activity_status', '=', 'active')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const middle = (s: string) => s.slice(1, Math.max(3, s.length - 1));
  for (const term of [middle(w.short_code), middle(w.last_name).toUpperCase(), middle(w.email!)]) {
    const ids = (await workers.get(api.workers.getWorkers, { search: term, pageSize: 500 })).body.data.items.map((r) => r.id);
    expect(ids).toContain(w.id);
    const inDb = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .where(sql<boolean>`strpos(search_text, ${term.toLowerCase()}) > 0`)
      .execute();
    expect(ids.sort((a, b) => a - b)).toEqual(inDb.map((r) => r.id).sort((a, b) => a - b));
  }
  expect((await workers.get(api.workers.getWorkers, { search: '%' })).body.data.total).toBe(0);
});

test('pages of every sort are stable and disjoint, and together are the whole list', async () => {
  const all = await t.db.selectFrom('workers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  for (const sort of ['team', 'hiredOn', 'activityStatus'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      const pageSize = Math.ceil(Number(all.n) / 3);
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const query = { activityStatus: 'all', sort, order, page, pageSize } as const;
        const first = (await workers.get(api.workers.getWorkers, query)).body.data;
        const again = (await workers.get(api.workers.getWorkers, query)).body.data;
        expect(again).toEqual(first);
        expect(first.total).toBe(Number(all.n));
        seen.push(...first.items.map((r) => r.id));
      }
      expect(seen).toHaveLength(Number(all.n));
      expect(new Set(seen).size).toBe(Number(all.n));
    }
  }
});

test('a timeline page past the end is empty and still carries the total; an unknown worker is a 404', async () => {
  const w = await t.db.selectFrom('worker_events').select('worker_id').orderBy('worker_id').executeTakeFirstOrThrow();
  const first = (await workers.get(api.workers.getWorkersEvents, { workerId: w.worker_id })).body.data;
  const past = (await workers.get(api.workers.getWorkersEvents, { workerId: w.worker_id, page: 1000 })).body.data;
  expect(past).toEqual({ items: [], total: first.total, page: 1000, pageSize: first.pageSize });
  const everyone = (await workers.get(api.workers.getWorkersEvents, { pageSize: 5, page: 2 })).body.data;
  const count = await t.db.selectFrom('worker_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  expect(everyone.total).toBe(Number(count.n));
  expect((await workers.get(api.workers.getWorkersEvents, { workerId: 2_000_000_000 })).status).toBe(404);
  const list = (await workers.get(api.workers.getWorkers, { page: 1000 })).body.data;
  expect(list.items).toEqual([]);
  expect(list.total).toBe((await workers.get(api.workers.getWorkers)).body.data.total);
});

test("a vehicle's plate changed in SQL shows in the next list and detail; the search matches the middle of a plate", async () => {
  const v = await t.db.selectFrom('vehicles').selectAll().where('plate', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  await vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all' });
  await t.db.updateTable('vehicles').set({ plate: 'QQ-987-QQ' }).where('id', '=', v.id).execute();
  try {
    const found = (await vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all', search: '987-q' })).body.data;
    expect(found.map((r) => [r.id, r.plate])).toEqual([[v.id, 'QQ-987-QQ']]);
    expect((await vehicles.get(api.vehicles.getVehicle, {}, { id: v.short_code })).body.data.plate).toBe('QQ-987-QQ');
  } finally {
    await t.db.updateTable('vehicles').set({ plate: v.plate }).where('id', '=', v.id).execute();
  }
  expect((await vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all', search: '987-q' })).body.data).toEqual([]);
});

test('the timeline walked by keyset (after = the last id shown) gives the same rows as its pages, and new events do not shift it', async () => {
  const pageSize = 7;
  const byPage: number[] = [];
  for (let page = 1; page <= 3; page++)
    byPage.push(...(await workers.get(api.workers.getWorkersEvents, { page, pageSize })).body.data.items.map((e) => e.id));
  expect(byPage).toHaveLength(3 * pageSize);

  const first = (await workers.get(api.workers.getWorkersEvents, { pageSize })).body.data;
  // An event written between two pages: a numbered page would shift by one, the keyset does not.
  const w = await t.db.selectFrom('workers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const added = await t.db
    .insertInto('worker_events')
    .values({
      worker_id: w.id,
      kind: 'keyset_test',
      summary: 'written between two pages',
      at: sql<Date>`(select max(at) + interval '1 second' from worker_events)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const byKeyset = first.items.map((e) => e.id);
    for (let i = 1; i < 3; i++) {
      const next = (await workers.get(api.workers.getWorkersEvents, { after: byKeyset[byKeyset.length - 1], pageSize })).body.data;
      expect(next.total).toBe(first.total + 1);
      byKeyset.push(...next.items.map((e) => e.id));
    }
    expect(byKeyset).toEqual(byPage);
    const ofKind = (await workers.get(api.workers.getWorkersEvents, { kind: 'keyset_test' })).body.data;
    expect(ofKind.items.map((e) => e.id)).toEqual([added.id]);
    expect((await workers.get(api.workers.getWorkersEvents, { kind: 'keyset_test', after: added.id })).body.data).toMatchObject({ items: [], total: 1 });
  } finally {
    await t.db.deleteFrom('worker_events').where('id', '=', added.id).execute();
  }
});
