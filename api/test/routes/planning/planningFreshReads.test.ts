import { api } from '@courier/shared/contract';
import { getShiftDetail } from '../../../src/repositories/planning/shiftReads';
import { configSinceAlways } from '../retrib/fixtures';
import {
  t,
  shifts,
  DAY,
  A,
  B,
  C,
  clientId,
  shiftA,
  shiftB,
  useHandBuiltDay,
  useSeededApp,
} from './planningSetup';

useSeededApp();

describe('planning: reads see the latest writes; reconciliation', () => {
  useHandBuiltDay();

  test('getShifts and getDaySummary: a write straight to the database is seen by the next request', async () => {
    const before = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
      clientIds: String(clientId),
    });
    const summaryBefore = await shifts.get(api.planning.getDaySummary, {
      date: DAY,
      clientIds: String(clientId),
    });
    const row = before.body.data.shifts.find((s) => s.id === shiftA)!;
    expect(row.unproductive).toBe(false);
    await t.db
      .updateTable('shifts')
      .set({ unproductive: true, unproductive_comment: 'Rain' })
      .where('id', '=', shiftA)
      .execute();
    try {
      const after = await shifts.get(api.planning.getShifts, {
        dateStart: '2026-03-23',
        dateEnd: '2026-03-29',
        clientIds: String(clientId),
      });
      expect(after.body.data.shifts.find((s) => s.id === shiftA)!.unproductive).toBe(true);
      const summaryAfter = await shifts.get(api.planning.getDaySummary, {
        date: DAY,
        clientIds: String(clientId),
      });
      expect(summaryAfter.body.data.totals.unproductiveShifts).toBe(
        summaryBefore.body.data.totals.unproductiveShifts + 1,
      );
    } finally {
      await t.db
        .updateTable('shifts')
        .set({ unproductive: false, unproductive_comment: null })
        .where('id', '=', shiftA)
        .execute();
    }
  });

  test('getShiftById after a board read: the same answer as the one-query detail, and a write straight to the database (shift, mission, worker) is seen by the next request', async () => {
    const board = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
    });
    expect(board.body.data.shifts.map((s) => s.id)).toContain(shiftA);
    const read = async () => {
      const res = await shifts.get(api.planning.getShiftById, { shiftId: shiftA });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const held = await read();
    expect(held).toEqual(await getShiftDetail(t.db, shiftA));
    expect(held).toMatchObject({
      id: shiftA,
      workerId: A,
      date: DAY,
      startTime: '08:00',
      endTime: '12:00',
      startsAt: '2026-03-25T07:00:00.000Z',
      missionsCount: 2,
      waypoints: 15,
      km: 24,
    });
    expect(held.missions.map((m) => [m.name, m.waypoints, m.km])).toEqual([
      ['M1', 10, 20],
      ['M2', 5, 4],
    ]);
    const worker = await t.db
      .selectFrom('workers')
      .select('last_name')
      .where('id', '=', A)
      .executeTakeFirstOrThrow();
    const mission = held.missions[0];
    await t.db.updateTable('shifts').set({ comment: 'Straight' }).where('id', '=', shiftA).execute();
    await t.db.updateTable('missions').set({ name: 'M1 straight' }).where('id', '=', mission.id).execute();
    await t.db
      .updateTable('workers')
      .set({ last_name: 'Zzstraight Hélène 😀' })
      .where('id', '=', A)
      .execute();
    try {
      const after = await read();
      expect(after.comment).toBe('Straight');
      expect(after.missions[0].name).toBe('M1 straight');
      expect(after.worker.name).toContain('Zzstraight Hélène 😀');
      expect(after).toEqual(await getShiftDetail(t.db, shiftA));
    } finally {
      await t.db.updateTable('shifts').set({ comment: null }).where('id', '=', shiftA).execute();
      await t.db.updateTable('missions').set({ name: mission.name }).where('id', '=', mission.id).execute();
      await t.db.updateTable('workers').set({ last_name: worker.last_name }).where('id', '=', A).execute();
    }
    expect((await read()).comment).toBeNull();
    expect((await shifts.get(api.planning.getShiftById, { shiftId: 9_999_999 })).status).toBe(404);
  });

  test('getShifts filtered by one client or one agency: the rows of the unfiltered board that the filter keeps, in the same order', async () => {
    const week = { dateStart: '2026-06-15', dateEnd: '2026-06-21', pageSize: '300' };
    const all = (await shifts.get(api.planning.getShifts, week)).body.data;
    expect(all.total).toBeLessThanOrEqual(300);
    expect(all.shifts.length).toBeGreaterThan(0);
    const clientCounts = new Map<number, number>();
    for (const s of all.shifts) clientCounts.set(s.clientId, (clientCounts.get(s.clientId) ?? 0) + 1);
    const [busiest] = [...clientCounts].sort((a, b) => b[1] - a[1])[0];
    const withClient = new Set(all.shifts.filter((s) => s.clientId === busiest).map((s) => s.workerId));
    const byClient = (await shifts.get(api.planning.getShifts, { ...week, clientIds: String(busiest) })).body
      .data;
    expect(byClient.workers.map((w) => w.id)).toEqual(
      all.workers.filter((w) => withClient.has(w.id)).map((w) => w.id),
    );
    expect(byClient.shifts.map((s) => s.id).sort()).toEqual(
      all.shifts
        .filter((s) => s.clientId === busiest)
        .map((s) => s.id)
        .sort(),
    );
    const agency = all.workers[0].agencyId;
    const byAgency = (await shifts.get(api.planning.getShifts, { ...week, agencyIds: String(agency) })).body
      .data;
    expect(byAgency.workers.length).toBeGreaterThan(0);
    expect(byAgency.workers.map((w) => w.id)).toEqual(
      all.workers.filter((w) => w.agencyId === agency).map((w) => w.id),
    );
  });

  test('a shift moved is seen by the next board read and day summary; the totals of all pages agree with one page holding them all', async () => {
    const week = { dateStart: '2026-03-23', dateEnd: '2026-03-29', pageSize: '300' };
    const before = (await shifts.get(api.planning.getShifts, week)).body.data;
    expect(before.workers.length).toBe(before.total);
    expect(before.totals).toEqual({ shifts: before.shifts.length, anomalies: before.anomalies.length });
    const byClient = (await shifts.get(api.planning.getShifts, { ...week, clientIds: String(clientId) })).body
      .data;
    expect(byClient.totals).toEqual({ shifts: byClient.shifts.length, anomalies: byClient.anomalies.length });
    const moved = await shifts.post(api.planning.moveShift, {
      shiftId: shiftB,
      targetWorkerId: C,
      targetDate: '2026-03-24',
    });
    expect(moved.status).toBe(200);
    try {
      const after = (await shifts.get(api.planning.getShifts, week)).body.data;
      expect(after.shifts.find((s) => s.id === shiftB)).toMatchObject({
        workerId: C,
        date: '2026-03-24',
        start: 540,
        end: 660,
      });
      expect(after.totals).toEqual({ shifts: after.shifts.length, anomalies: after.anomalies.length });
      expect(after.totals.shifts).toBe(before.totals.shifts);
      const day = (await shifts.get(api.planning.getDaySummary, { date: DAY })).body.data;
      expect(day.totals.shifts).toBe(3);
      const nextDay = (await shifts.get(api.planning.getDaySummary, { date: '2026-03-24' })).body.data;
      expect(nextDay.totals).toMatchObject({ shifts: 1, unproductiveShifts: 1 });
    } finally {
      const back = await shifts.post(api.planning.moveShift, {
        shiftId: shiftB,
        targetWorkerId: B,
        targetDate: DAY,
      });
      expect(back.status).toBe(200);
    }
    const restored = (await shifts.get(api.planning.getShifts, week)).body.data;
    expect(restored.totals).toEqual(before.totals);
  });

  test('getDaySummary: the anomalies of each agency add up to the day without a filter', async () => {
    const all = (await shifts.get(api.planning.getDaySummary, { date: DAY })).body.data;
    expect(all.totals.anomalies).toBeGreaterThanOrEqual(4);
    expect(all.byAgency.length).toBeGreaterThan(0);
    let sum = 0;
    for (const a of all.byAgency) {
      const one = (
        await shifts.get(api.planning.getDaySummary, { date: DAY, agencyIds: String(a.agency.id) })
      ).body.data;
      expect(one.totals.anomalies).toBe(a.anomalies);
      expect(one.totals.shifts).toBe(a.shifts);
      sum += one.totals.anomalies;
    }
    expect(sum).toBe(all.totals.anomalies);
  });

  test('getDaySummary: by client, the sums of the database equal the anomaly rules applied to those clients', async () => {
    // Without a client filter the database adds up the day (one grouping-sets aggregate); with
    // one, the rows are run through domain/anomalies.ts: both must attribute alike.
    const all = (await shifts.get(api.planning.getDaySummary, { date: DAY })).body.data;
    expect(all.byClient.reduce((n, c) => n + c.anomalies, 0)).toBeGreaterThanOrEqual(3);
    const ids = all.byClient.map((c) => c.client.id).join(',');
    const some = (await shifts.get(api.planning.getDaySummary, { date: DAY, clientIds: ids })).body.data;
    expect(some.byClient).toEqual(all.byClient);
  });

  test('getReconciliation: planned against actual with the pay difference in cents', async () => {
    const teamOf = async (id: number) =>
      (await t.db.selectFrom('workers').select('team_id').where('id', '=', id).executeTakeFirstOrThrow())
        .team_id;
    const teamB = await teamOf(B);
    const teamA = await teamOf(A);
    // Fixed rates for the test: A's team 1000/day + 50/waypoint + 20/km + 100 extra, no calendar entry that day.
    await t.db
      .deleteFrom('retrib_calendar_entries')
      .where('team_id', 'in', [teamA, teamB])
      .where('date', '=', DAY)
      .execute();
    await configSinceAlways(t.db, teamA, { day: 1000, waypoint: 50, km: 20, extra: 100 });
    const a = await shifts.get(api.planning.getReconciliation, { workerId: A, dateStart: DAY, dateEnd: DAY });
    expect(a.status).toBe(200);
    // 1000 + 15 x 50 + 24 x 20 + 100 = 2330, worked: no difference.
    expect(a.body.data.days).toEqual([
      expect.objectContaining({
        date: DAY,
        plannedMinutes: 240,
        workedMinutes: 210,
        shifts: 1,
        workerTimes: 1,
        plannedPay: 2330,
        actualPay: 2330,
        payDifference: 0,
      }),
    ]);
    const b = await shifts.get(api.planning.getReconciliation, { workerId: B, dateStart: DAY, dateEnd: DAY });
    // Unproductive: nothing planned to pay, nothing paid.
    expect(b.body.data.totals).toMatchObject({ plannedPay: 0, actualPay: 0, payDifference: 0, anomalies: 1 });
    await configSinceAlways(t.db, teamB, { day: 1000, waypoint: 50, km: 20, extra: 100 });
    const e = await shifts.post(api.planning.createShift, {
      workerId: B,
      clientId,
      date: '2026-03-26',
      startTime: '09:00',
      endTime: '10:00',
      missions: [{ name: 'X', waypoints: 2, km: 1 }],
    });
    expect(e.status).toBe(200);
    const b2 = await shifts.get(api.planning.getReconciliation, {
      workerId: B,
      dateStart: '2026-03-26',
      dateEnd: '2026-03-26',
    });
    // Planned 1000 + 2 x 50 + 1 x 20 + 100 = 1220; no time worked: -1220.
    expect(b2.body.data.totals).toMatchObject({
      plannedPay: 1220,
      actualPay: 0,
      payDifference: -1220,
      anomalies: 1,
    });
  });
});
