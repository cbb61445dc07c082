import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { fieldNames } from '../../helpers/injectAs';
import { addDays, todayInParis } from '../../../src/domain/dates';
import { t, shifts, EMPTY_DAY, freeWorkers, openClient, lastAdminEvent, useSeededApp } from './planningSetup';

useSeededApp();

describe('planning: the refusal rules', () => {
  test('overlap, inactive worker, closed client, beyond the max-days limit', async () => {
    const [, w] = await freeWorkers(2);
    const c = await openClient(1);
    const first = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: c.id,
      date: '2026-03-03',
      startTime: '09:00',
      endTime: '12:00',
    });
    expect(first.status).toBe(200);
    const overlap = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: c.id,
      date: '2026-03-03',
      startTime: '11:00',
      endTime: '13:00',
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.error.message).toMatch(
      /^Overlaps shift \d+ .* on 2026-03-03 \(09:00–12:00\): a worker's shifts cannot overlap$/,
    );
    const adjacent = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: c.id,
      date: '2026-03-03',
      startTime: '12:00',
      endTime: '13:00',
    });
    expect(adjacent.status).toBe(200);

    const inactive = await t.db
      .selectFrom('workers')
      .select(['id', 'short_code'])
      .where('activity_status', '=', 'inactive')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const toInactive = await shifts.post(api.planning.createShift, {
      workerId: inactive.id,
      clientId: c.id,
      date: EMPTY_DAY,
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(toInactive.status).toBe(409);
    expect(toInactive.body.error.message).toBe(
      `Worker ${inactive.short_code} is inactive: inactive workers cannot receive shifts`,
    );

    const closed = await t.db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('closed_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const toClosed = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: closed.id,
      date: EMPTY_DAY,
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(toClosed.status).toBe(409);
    expect(toClosed.body.error.message).toBe(
      `Client ${closed.name} is closed: a closed or inactive client refuses new shifts`,
    );

    const limit = await shifts.get(api.planning.getMaxDaysLimit);
    expect(limit.status).toBe(200);
    expect(limit.body.data).toEqual({
      maxDaysLimit: 30,
      today: todayInParis(),
      lastDate: addDays(todayInParis(), 30),
    });
    const beyond = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: c.id,
      date: addDays(todayInParis(), 31),
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(beyond.status).toBe(400);
    expect(fieldNames(beyond)).toEqual(['date']);
    expect(beyond.body.error.message).toMatch(/^Beyond the max-days limit/);
  });

  test('a client finance put "in recovery" refuses new shifts with a 409 naming the rule, until the block is lifted', async () => {
    const [, , , , , w] = await freeWorkers(6);
    const c = await openClient(3);
    const code = (
      await t.db
        .selectFrom('clients')
        .select('business_code')
        .where('id', '=', c.id)
        .executeTakeFirstOrThrow()
    ).business_code;
    await sql`update clients set in_recovery_since = '2026-03-01T08:00:00Z', in_recovery_reason = 'Overdue over the threshold' where id = ${c.id}`.execute(
      t.db,
    );
    const body = { workerId: w.id, clientId: c.id, date: '2026-02-24', startTime: '14:00', endTime: '15:00' };
    const refused = await shifts.post(api.planning.createShift, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Client ${code} (${c.name}) is in recovery since 2026-03-01 (Overdue over the threshold): no new shifts until a finance user lifts the block or the debt is paid`,
    );
    await sql`update clients set in_recovery_since = null where id = ${c.id}`.execute(t.db);
    expect((await shifts.post(api.planning.createShift, body)).status).toBe(200);
  });

  test('moveShift and duplicateShift apply the same rules; the copy keeps its missions', async () => {
    const [, , w1, w2] = await freeWorkers(4);
    const c = await openClient(2);
    const s = (
      await shifts.post(api.planning.createShift, {
        workerId: w1.id,
        clientId: c.id,
        date: '2026-03-09',
        startTime: '07:00',
        endTime: '10:00',
        missions: [{ name: 'Navette', waypoints: 3, km: 4 }],
      })
    ).body.data;
    const blocker = await shifts.post(api.planning.createShift, {
      workerId: w2.id,
      clientId: c.id,
      date: '2026-03-10',
      startTime: '09:00',
      endTime: '11:00',
    });
    expect(blocker.status).toBe(200);

    const refused = await shifts.post(api.planning.moveShift, {
      shiftId: s.id,
      targetDate: '2026-03-10',
      targetWorkerId: w2.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^Overlaps shift/);

    const moved = await shifts.post(api.planning.moveShift, {
      shiftId: s.id,
      targetDate: '2026-03-11',
      targetWorkerId: w1.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: s.id,
      date: '2026-03-11',
      startTime: '07:00',
      endTime: '10:00',
      workerId: w1.id,
    });
    expect((await lastAdminEvent('planning.moveShift'))?.summary).toBe(
      `Shift ${s.id} moved from worker ${w1.id} on 2026-03-09 to worker ${w1.id} on 2026-03-11`,
    );

    const copy = await shifts.post(api.planning.duplicateShift, {
      shiftId: s.id,
      targetDate: '2026-03-11',
      targetWorkerId: w2.id,
    });
    expect(copy.status).toBe(200);
    expect(copy.body.data.id).not.toBe(s.id);
    expect(copy.body.data.missions.map((m) => [m.name, m.waypoints, m.km])).toEqual([['Navette', 3, 4]]);
    const twice = await shifts.post(api.planning.duplicateShift, {
      shiftId: s.id,
      targetDate: '2026-03-11',
      targetWorkerId: w2.id,
    });
    expect(twice.status).toBe(409);
    const unknown = await shifts.post(api.planning.duplicateShift, {
      shiftId: 99_999_999,
      targetDate: '2026-03-11',
      targetWorkerId: w2.id,
    });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['shiftId']);
  });
});

describe('planning: pickers', () => {
  test('shiftable clients are active and not closed; groups and shift types', async () => {
    const clients = await shifts.get(api.planning.getClientsShiftable);
    expect(clients.status).toBe(200);
    const closed = await t.db
      .selectFrom('clients')
      .select('id')
      .where((eb) => eb.or([eb('closed_at', 'is not', null), eb('activity_status', '=', 'inactive')]))
      .execute();
    expect(closed.length).toBeGreaterThan(0);
    const ids = new Set(clients.body.data.map((c) => c.id));
    for (const c of closed) expect(ids.has(c.id)).toBe(false);
    const open = await t.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('closed_at', 'is', null)
      .where('activity_status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(clients.body.data).toHaveLength(Number(open.n));
    const groups = await shifts.get(api.planning.getClientGroupsShiftable);
    expect(groups.body.data.length).toBeGreaterThan(0);
    const types = await shifts.get(api.planning.getShiftTypes);
    expect(types.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(types.body.data[0]).sort()).toEqual([
      'activityStatus',
      'code',
      'color',
      'id',
      'isBillable',
      'name',
    ]);
  });
});
