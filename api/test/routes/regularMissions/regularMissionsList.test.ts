import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { fieldNames } from '../../helpers/injectAs';
import { t, regular, shifts, useSeededApp } from './regularMissionsSetup';

useSeededApp();

describe('regularMissions: list, pickers, detail', () => {
  test('getRegularMissions: active by default, page 1 of 1000 with the total, filters and search', async () => {
    const counts = await t.db
      .selectFrom('regular_missions')
      .select(['is_active', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('is_active')
      .execute();
    const n = (active: boolean) => Number(counts.find((c) => c.is_active === active)?.n ?? 0);
    const res = await regular.get(api.regularMissions.getRegularMissions);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: n(true), page: 1, pageSize: 1000 });
    expect(res.body.data.items).toHaveLength(n(true));
    expect(res.body.data.items.length).toBeGreaterThan(0);
    for (const r of res.body.data.items) expect(r.isActive).toBe(true);
    const all = await regular.get(api.regularMissions.getRegularMissions, { activityStatus: 'all' });
    expect(all.body.data.total).toBe(n(true) + n(false));

    const first = res.body.data.items[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'client',
        'comment',
        'endTime',
        'expectedKm',
        'expectedWaypoints',
        'id',
        'isActive',
        'name',
        'startTime',
        'version',
        'weekdays',
        'worker',
      ].sort(),
    );
    expect(first.startTime).toMatch(/^\d\d:\d\d$/);
    const byClient = await regular.get(api.regularMissions.getRegularMissions, {
      clients: String(first.client.id),
      activityStatus: 'all',
    });
    expect(byClient.body.data.items.length).toBeGreaterThan(0);
    for (const r of byClient.body.data.items) expect(r.client.id).toBe(first.client.id);
    const byName = await regular.get(api.regularMissions.getRegularMissions, {
      missionNames: [first.name],
      activityStatus: 'all',
    });
    for (const r of byName.body.data.items) expect(r.name).toBe(first.name);
    const search = await regular.get(api.regularMissions.getRegularMissions, {
      searchValue: first.client.name.slice(0, 6).toUpperCase(),
    });
    expect(search.body.data.items.map((r) => r.id)).toContain(first.id);
    expect(
      (await regular.get(api.regularMissions.getRegularMissions, { searchValue: '%' })).body.data.total,
    ).toBe(0);
    const bad = await regular.get(api.regularMissions.getRegularMissions, { pageSize: 1001, clients: 'x' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clients', 'pageSize']);
    expect((await shifts.get(api.regularMissions.getRegularMissions)).status).toBe(403);
  });

  test('pickers and detail; 404 for an unknown id', async () => {
    const clients = await regular.get(api.regularMissions.getRegMissionsClients);
    expect(clients.body.data.length).toBeGreaterThan(0);
    const names = await regular.get(api.regularMissions.getRegMissionsNames);
    expect(names.body.data).toEqual([...names.body.data].sort());
    expect(names.body.data).toContain('Tournée matin');
    const one = await regular.get(api.regularMissions.getRegularMission, {}, { id: 1 });
    expect(one.status).toBe(200);
    expect(one.body.data.id).toBe(1);
    expect(one.body.data.createdAt).toMatch(/Z$/);
    expect((await regular.get(api.regularMissions.getRegularMission, {}, { id: 9_999_999 })).status).toBe(
      404,
    );
    expect((await regular.get(api.regularMissions.getRegularMission, {}, { id: 'abc' })).status).toBe(404);
  });

  test('getRegularMissions: pages are stable and disjoint, with the same total, and a page past the end keeps the total', async () => {
    const q = { activityStatus: 'all', pageSize: 1000 } as const;
    const all = (await regular.get(api.regularMissions.getRegularMissions, q)).body.data;
    expect(all.total).toBeGreaterThan(2);
    expect(all.items).toHaveLength(Math.min(all.total, 1000));
    const again = (await regular.get(api.regularMissions.getRegularMissions, q)).body.data;
    expect(again.items.map((r) => r.id)).toEqual(all.items.map((r) => r.id));
    expect(new Set(all.items.map((r) => r.id)).size).toBe(all.items.length);
    const p1 = (await regular.get(api.regularMissions.getRegularMissions, { ...q, pageSize: 2, page: 1 }))
      .body.data;
    const p2 = (await regular.get(api.regularMissions.getRegularMissions, { ...q, pageSize: 2, page: 2 }))
      .body.data;
    expect(p1.items.map((r) => r.id)).toEqual(all.items.slice(0, 2).map((r) => r.id));
    expect(p2.items.map((r) => r.id)).toEqual(all.items.slice(2, 4).map((r) => r.id));
    expect([p1.total, p2.total]).toEqual([all.total, all.total]);
    const past = (await regular.get(api.regularMissions.getRegularMissions, { ...q, page: 50 })).body.data;
    expect(past).toMatchObject({ items: [], total: all.total, page: 50 });
  });

  test('getRegularMissions: a write straight to the database is seen by the next request; the search finds a middle substring of the name, any case', async () => {
    const query = { activityStatus: 'all', searchValue: 'Zzfresh' } as const;
    expect((await regular.get(api.regularMissions.getRegularMissions, query)).body.data.total).toBe(0);
    const one = await t.db
      .selectFrom('regular_missions')
      .select(['id', 'name'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('regular_missions').set({ name: 'Zzfresh tournée' }).where('id', '=', 1).execute();
    try {
      const after = await regular.get(api.regularMissions.getRegularMissions, query);
      expect(after.body.data.total).toBe(1);
      expect(() => api.regularMissions.getRegularMissions.response.parse(after.body.data)).not.toThrow();
      expect(after.body.data.items.map((r) => [r.id, r.name])).toEqual([[1, 'Zzfresh tournée']]);
      const middle = await regular.get(api.regularMissions.getRegularMissions, {
        activityStatus: 'all',
        searchValue: 'FRESH TOURN',
      });
      expect(middle.body.data.items.map((r) => r.id)).toEqual([1]);
      // A wildcard of LIKE in the term is a plain character.
      const wildcard = await regular.get(api.regularMissions.getRegularMissions, {
        activityStatus: 'all',
        searchValue: 'zz%tourn',
      });
      expect(wildcard.body.data.total).toBe(0);
    } finally {
      await t.db.updateTable('regular_missions').set({ name: one.name }).where('id', '=', 1).execute();
    }
    expect((await regular.get(api.regularMissions.getRegularMissions, query)).body.data.total).toBe(0);
  });

  test("getRegularMissions: the client's name kept on each mission follows a rename and a move to another client, in the list's order", async () => {
    /** Every mission's client name as the list shows it, against the clients table, in the list's order. */
    const expectListMatchesClients = async () => {
      const listed = (
        await regular.get(api.regularMissions.getRegularMissions, { activityStatus: 'all', pageSize: 1000 })
      ).body.data.items.map((r) => [r.id, r.client.name]);
      const joined = await sql<{ id: number; name: string }>`
        select rm.id, c.name from regular_missions rm join clients c on c.id = rm.client_id
        order by c.name, rm.name, rm.id limit 1000`.execute(t.db);
      expect(listed).toEqual(joined.rows.map((r) => [r.id, r.name]));
    };
    const mission = await t.db
      .selectFrom('regular_missions')
      .select(['id', 'client_id'])
      .where('site_id', 'is', null) // a site belongs to one client: a mission on a site cannot move
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const client = await t.db
      .selectFrom('clients')
      .select('name')
      .where('id', '=', mission.client_id)
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', '<>', mission.client_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectListMatchesClients();
    try {
      await t.db
        .updateTable('clients')
        .set({ name: 'Aaa renamed first' })
        .where('id', '=', mission.client_id)
        .execute();
      await expectListMatchesClients();
      const first = (await regular.get(api.regularMissions.getRegularMissions, { activityStatus: 'all' }))
        .body.data.items[0];
      expect(first.client).toEqual({ id: mission.client_id, name: 'Aaa renamed first' });
      await t.db
        .updateTable('regular_missions')
        .set({ client_id: other.id })
        .where('id', '=', mission.id)
        .execute();
      await expectListMatchesClients();
      const moved = (await regular.get(api.regularMissions.getRegularMission, {}, { id: mission.id })).body
        .data;
      expect(moved.client.id).toBe(other.id);
      const found = await regular.get(api.regularMissions.getRegularMissions, {
        activityStatus: 'all',
        searchValue: other.name.slice(1, 6),
      });
      expect(found.body.data.items.map((r) => r.id)).toContain(mission.id);
    } finally {
      await t.db
        .updateTable('regular_missions')
        .set({ client_id: mission.client_id })
        .where('id', '=', mission.id)
        .execute();
      await t.db
        .updateTable('clients')
        .set({ name: client.name })
        .where('id', '=', mission.client_id)
        .execute();
    }
    await expectListMatchesClients();
  });

  test('regularMissions/{id}: one query, a write straight to the database is seen by the next request', async () => {
    const before = (await regular.get(api.regularMissions.getRegularMission, {}, { id: 3 })).body.data;
    expect(before.id).toBe(3);
    const row = await t.db
      .selectFrom('regular_missions')
      .select(['name', 'updated_at'])
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(before.name).toBe(row.name);
    expect(before.updatedAt).toBe(new Date(row.updated_at).toISOString());
    await t.db.updateTable('regular_missions').set({ name: 'Zzstraight' }).where('id', '=', 3).execute();
    try {
      const after = (await regular.get(api.regularMissions.getRegularMission, {}, { id: 3 })).body.data;
      expect(after.name).toBe('Zzstraight');
      expect(after.version).toBe(before.version);
    } finally {
      await t.db.updateTable('regular_missions').set({ name: row.name }).where('id', '=', 3).execute();
    }
    expect((await regular.get(api.regularMissions.getRegularMission, {}, { id: 3 })).body.data.name).toBe(
      row.name,
    );
  });
});
