import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { planWeek } from '../../../src/domain/applyWeek';
import { parisInstant } from '../../../src/domain/dates';
import { configSinceAlways } from '../retrib/fixtures';

let t: TestApp;
let regular: SignedIn;
let shifts: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  regular = await t.injectAs('regular');
  shifts = await t.injectAs('shifts');
});
afterAll(() => t.close());

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

describe('regularMissions: edits', () => {
  test('updateRegularMission: fields, the active toggle, 400, 404 and 409', async () => {
    const cur = (await regular.get(api.regularMissions.getRegularMission, {}, { id: 2 })).body.data;
    const upd = await regular.post(api.regularMissions.updateRegularMission, {
      id: 2,
      version: cur.version,
      name: 'Tournée test',
      weekdays: [5, 1, 3],
      startTime: '07:15',
      endTime: '09:45',
      expectedWaypoints: 9,
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({
      name: 'Tournée test',
      weekdays: [1, 3, 5],
      startTime: '07:15',
      endTime: '09:45',
      expectedWaypoints: 9,
      version: cur.version + 1,
    });
    const ev = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'regularMissions.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ev.summary).toBe(
      `Regular mission 2 "${cur.name}": name, weekdays, startTime, endTime, expectedWaypoints`,
    );

    const stale = await regular.post(api.regularMissions.updateRegularMission, {
      id: 2,
      version: cur.version,
      name: 'x',
    });
    expect(stale.status).toBe(409);
    const toggle = await regular.inject({
      method: 'POST',
      url: '/api/regularMissions/updateRegularMission?isActiveToggle=true',
      payload: { id: 2, version: cur.version + 1 },
    });
    expect(toggle.statusCode).toBe(200);
    expect(toggle.json().data).toMatchObject({ isActive: !cur.isActive, version: cur.version + 2 });
    const toggleWithFields = await regular.inject({
      method: 'POST',
      url: '/api/regularMissions/updateRegularMission?isActiveToggle=true',
      payload: { id: 2, version: cur.version + 2, name: 'y' },
    });
    expect(toggleWithFields.statusCode).toBe(400);
    expect(Object.keys(toggleWithFields.json().error.fields)).toEqual(['name']);

    const bad = await regular.postUnchecked(api.regularMissions.updateRegularMission, {
      id: 2,
      version: 1,
      weekdays: [0, 8],
      startTime: '25:00',
      other: 1,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['startTime']));
    const reversed = await regular.post(api.regularMissions.updateRegularMission, {
      id: 2,
      version: cur.version + 2,
      startTime: '10:00',
      endTime: '09:00',
    });
    expect(reversed.status).toBe(400);
    expect(fieldNames(reversed)).toEqual(['endTime']);
    expect(
      (await regular.post(api.regularMissions.updateRegularMission, { id: 9_999_999, version: 1, name: 'z' }))
        .status,
    ).toBe(404);
  });
});

describe('regularMissions: apply a week', () => {
  /** A hand-built mission: client with one price list (2000/shift + 30/wp + 10/km), worker's team 1500/day + 40/wp + 25/km + 200. */
  let rmId: number;
  let workerId: number;
  let teamId: number;
  let clientId: number;
  const WEEK = '2026-04-06';

  beforeAll(async () => {
    const w = await t.db
      .selectFrom('workers')
      .select(['id', 'team_id'])
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .offset(10)
      .executeTakeFirstOrThrow();
    workerId = w.id;
    teamId = w.team_id;
    const c = await t.db
      .selectFrom('clients')
      .select('id')
      .where('activity_status', '=', 'active')
      .where('closed_at', 'is', null)
      .orderBy('id')
      .offset(20)
      .executeTakeFirstOrThrow();
    clientId = c.id;
    const list = await t.db
      .insertInto('price_lists')
      .values({ name: 'Tarif test apply' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('client_price_lists').where('client_id', '=', clientId).execute();
    await t.db
      .insertInto('client_price_lists')
      .values({ client_id: clientId, price_list_id: list.id })
      .execute();
    await sql`insert into price_list_rates (price_list_id, per_shift, per_waypoint, per_km) values (${list.id}, 2000, 30, 10)
      on conflict (price_list_id) do update set per_shift = 2000, per_waypoint = 30, per_km = 10`.execute(
      t.db,
    );
    await configSinceAlways(t.db, teamId, { day: 1500, waypoint: 40, km: 25, extra: 200 });
    await t.db
      .deleteFrom('retrib_calendar_entries')
      .where('team_id', '=', teamId)
      .where('date', '>=', WEEK)
      .where('date', '<=', '2026-04-12')
      .execute();
    // Wednesday's calendar entry overrides the config: 3000/day + 10/wp + 5/km + 0.
    await t.db
      .insertInto('retrib_calendar_entries')
      .values({
        team_id: teamId,
        date: '2026-04-08',
        price_day: 3000,
        price_waypoint: 10,
        price_km: 5,
        extra: 0,
      })
      .execute();
    const rm = await sql<{
      id: number;
    }>`insert into regular_missions (client_id, name, weekdays, start_time, end_time, expected_waypoints, expected_km, worker_id)
      values (${clientId}, 'Mission test apply', '{1,3,5}', '08:00', '10:00', 10, 20, ${workerId}) returning id`.execute(
      t.db,
    );
    rmId = rm.rows[0].id;
    // Friday: the worker is already busy 09:00-11:00 -> overlap.
    await t.db
      .insertInto('shifts')
      .values({
        worker_id: workerId,
        client_id: clientId,
        date: '2026-04-10',
        starts_at: parisInstant('2026-04-10', 9 * 60),
        ends_at: parisInstant('2026-04-10', 11 * 60),
      })
      .execute();
  });

  test('preview: lines with price and pay in exact cents, the overlap skipped; confirm creates them once; a stale preview is a 409', async () => {
    const preview = await regular.post(api.regularMissions.previewApplyWeek, {
      weekStart: WEEK,
      regularMissionIds: [rmId],
    });
    expect(preview.status).toBe(200);
    const p = preview.body.data;
    expect(p.weekEnd).toBe('2026-04-12');
    expect(
      p.lines.map((l) => [l.date, l.startTime, l.endTime, l.worker.id, l.clientPrice, l.courierPay]),
    ).toEqual([
      // price 2000 + 10 x 30 + 20 x 10 = 2500; pay 1500 + 10 x 40 + 20 x 25 + 200 = 2600
      ['2026-04-06', '08:00', '10:00', workerId, 2500, 2600],
      // calendar: 3000 + 10 x 10 + 20 x 5 + 0 = 3200
      ['2026-04-08', '08:00', '10:00', workerId, 2500, 3200],
    ]);
    expect(p.skipped.map((s) => [s.date, s.reason])).toEqual([['2026-04-10', 'overlap']]);
    expect(p.totals).toEqual({ lines: 2, skipped: 1, clientPrice: 5000, unpriced: 0, courierPay: 5800 });

    // Something changes the plan: Monday is taken now -> the preview is stale.
    const blocker = await t.db
      .insertInto('shifts')
      .values({
        worker_id: workerId,
        client_id: clientId,
        date: '2026-04-06',
        starts_at: parisInstant('2026-04-06', 9 * 60),
        ends_at: parisInstant('2026-04-06', 9 * 60 + 30),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stale = await regular.post(api.regularMissions.applyWeek, {
      weekStart: WEEK,
      regularMissionIds: [rmId],
      previewToken: p.previewToken,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/preview the week again/);
    await t.db.deleteFrom('shifts').where('id', '=', blocker.id).execute();

    const applied = await regular.post(api.regularMissions.applyWeek, {
      weekStart: WEEK,
      regularMissionIds: [rmId],
      previewToken: p.previewToken,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.shiftIds).toHaveLength(2);
    expect(applied.body.data.totals).toEqual({ lines: 2, clientPrice: 5000, unpriced: 0, courierPay: 5800 });
    const created = await t.db
      .selectFrom('shifts as s')
      .innerJoin('missions as m', 'm.shift_id', 's.id')
      .select(['s.date', 's.worker_id', 'm.regular_mission_id', 'm.name', 'm.waypoints', 'm.km'])
      .where('s.id', 'in', applied.body.data.shiftIds)
      .orderBy('s.date')
      .execute();
    expect(created).toEqual([
      {
        date: '2026-04-06',
        worker_id: workerId,
        regular_mission_id: rmId,
        name: 'Mission test apply',
        waypoints: 10,
        km: 20,
      },
      {
        date: '2026-04-08',
        worker_id: workerId,
        regular_mission_id: rmId,
        name: 'Mission test apply',
        waypoints: 10,
        km: 20,
      },
    ]);

    // Twice: nothing new; the old token is stale, the new preview has no line.
    expect(
      (
        await regular.post(api.regularMissions.applyWeek, {
          weekStart: WEEK,
          regularMissionIds: [rmId],
          previewToken: p.previewToken,
        })
      ).status,
    ).toBe(409);
    const again = (
      await regular.post(api.regularMissions.previewApplyWeek, { weekStart: WEEK, regularMissionIds: [rmId] })
    ).body.data;
    expect(again.lines).toEqual([]);
    expect(again.skipped.map((s) => [s.date, s.reason])).toEqual([
      ['2026-04-06', 'already_applied'],
      ['2026-04-08', 'already_applied'],
      ['2026-04-10', 'overlap'],
    ]);
    const none = await regular.post(api.regularMissions.applyWeek, {
      weekStart: WEEK,
      regularMissionIds: [rmId],
      previewToken: again.previewToken,
    });
    expect(none.status).toBe(200);
    expect(none.body.data.shiftIds).toEqual([]);
  });

  test('the week must start on a Monday; 403 without REGULAR', async () => {
    const bad = await regular.post(api.regularMissions.previewApplyWeek, { weekStart: '2026-04-07' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['weekStart']);
    expect((await shifts.post(api.regularMissions.previewApplyWeek, { weekStart: WEEK })).status).toBe(403);
  });
});

describe('domain/applyWeek: the skip reasons', () => {
  test('no worker, inactive worker, closed client, beyond the limit, and the day paid once', () => {
    const base = { name: 'M', weekdays: [1], startMin: 480, endMin: 540, waypoints: 1, km: 1 };
    const open = { id: 9, name: 'C', open: true };
    const worker = (id: number, active = true) => ({
      id,
      shortCode: `W-${id}`,
      name: 'W',
      active,
      teamId: 1,
    });
    const plan = planWeek({
      weekStart: '2026-04-06',
      missions: [
        { ...base, id: 1, client: open, worker: null },
        { ...base, id: 2, client: open, worker: worker(2, false) },
        { ...base, id: 3, client: { ...open, open: false }, worker: worker(3) },
        { ...base, id: 6, client: { ...open, recovery: 'Client C is in recovery' }, worker: worker(6) },
        { ...base, id: 4, client: open, worker: worker(4) },
        { ...base, id: 5, client: open, worker: worker(4), startMin: 600, endMin: 660 },
      ],
      existing: [],
      applied: new Set(),
      lastDate: '2026-12-31',
      priceOf: () => null,
      ratesOf: () => ({ day: 1000, waypoint: 10, km: 1, extra: 5 }),
      instant: (date, minutes) => parisInstant(date, minutes).getTime(),
    });
    expect(plan.skipped.map((s) => [s.regularMissionId, s.reason])).toEqual([
      [1, 'no_worker'],
      [2, 'inactive_worker'],
      [3, 'closed_client'],
      [6, 'client_in_recovery'],
    ]);
    expect(plan.skipped.find((s) => s.regularMissionId === 6)?.message).toBe('Client C is in recovery');
    // Mission 4 pays the day: 1000 + 10 + 1 + 5; mission 5, same worker and day: 10 + 1. The
    // client has no price list: no price (the run's rule), never 0.
    expect(plan.lines.map((l) => [l.regularMissionId, l.courierPay, l.clientPrice])).toEqual([
      [4, 1016, null],
      [5, 11, null],
    ]);
    expect(plan.totals).toMatchObject({ clientPrice: 0, unpriced: 2 });
    const late = planWeek({
      weekStart: '2026-04-06',
      missions: [{ ...base, id: 4, client: open, worker: worker(4) }],
      existing: [],
      applied: new Set(),
      lastDate: '2026-04-05',
      priceOf: () => null,
      ratesOf: () => ({ day: 0, waypoint: 0, km: 0, extra: 0 }),
      instant: (date, minutes) => parisInstant(date, minutes).getTime(),
    });
    expect(late.skipped.map((s) => s.reason)).toEqual(['beyond_limit']);
  });
});
