import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addCalendarEntry, inTeamSinceAlways, newTeam } from './fixtures';

export let t: TestApp;
export let retrib: SignedIn;
export let planner: SignedIn;
export let workers: SignedIn;

/** A month the small seed leaves empty (its shifts are around 2026-06-15). */
export const MONTH = '2026-02';
export const RATES = { waypoint: 50, km: 20, day: 1000, extra: 100 };
export let workerId: number;
export let teamId: number;
export let paidLeave: number;
export let sickness: number;
/** Ids made by the fixture, for the closed-month refusals. */
export let timeOfDay1: { id: number; version: number };
export let shiftOfDay1: number;

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    retrib = await t.injectAs('retrib');
    planner = await t.injectAs('shifts');
    workers = await t.injectAs('workers');
    teamId = await newTeam(t.db, 'Statements team', RATES);
    const w = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    workerId = w.id;
    // A name a spreadsheet would run as a formula: the CSV must neutralise it.
    await t.db.updateTable('workers').set({ first_name: '=SUM(A1)' }).where('id', '=', workerId).execute();
    await inTeamSinceAlways(t.db, [workerId], teamId);
    paidLeave = (
      await t.db
        .insertInto('gta_types')
        .values({ name: 'Test paid leave', is_absence: true, is_paid: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    sickness = (
      await t.db
        .insertInto('gta_types')
        .values({ name: 'Test sickness', is_absence: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Tuesday: the calendar replaces the team's rates as a whole.
    await addCalendarEntry(t.db, teamId, '2026-02-03', { waypoint: 100, km: 0, day: 2000, extra: 0 });

    const client = await t.db
      .selectFrom('clients')
      .select('id')
      .where('activity_status', '=', 'active')
      .where('closed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shift = async (
      date: string,
      startTime: string,
      endTime: string,
      missions: { waypoints: number; km: number }[],
    ) => {
      const res = await planner.post(api.planning.createShift, {
        workerId,
        clientId: client.id,
        date,
        startTime,
        endTime,
        missions: missions.map((m, i) => ({ name: `M${i}`, ...m })),
      });
      expect(res.status).toBe(200);
      return res.body.data.id;
    };
    const time = async (date: string, startTime: string, endTime: string, gtaTypeId?: number) => {
      const res = await planner.post(api.planning.addWorkerTime, {
        workerId,
        date,
        startTime,
        endTime,
        gtaTypeId,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    // Monday: two shifts, one day amount: 1000 + 15 x 50 + 30 x 20 + 100 = 2450.
    shiftOfDay1 = await shift('2026-02-02', '08:00', '12:00', [{ waypoints: 10, km: 30 }]);
    await shift('2026-02-02', '13:00', '15:00', [{ waypoints: 5, km: 0 }]);
    timeOfDay1 = await time('2026-02-02', '08:00', '15:00');
    // Tuesday, calendar rates: 2000 + 4 x 100 = 2400.
    await shift('2026-02-03', '08:00', '12:00', [{ waypoints: 4, km: 10 }]);
    await time('2026-02-03', '08:00', '12:00');
    // Wednesday: an unproductive shift, worked but not paid.
    const lost = await shift('2026-02-04', '08:00', '12:00', [{ waypoints: 9, km: 9 }]);
    const sw = await planner.post(api.planning.switchUnProudictiveShift, {
      shiftId: lost,
      workerId,
      comment: 'Client closed',
    });
    expect(sw.status).toBe(200);
    await time('2026-02-04', '08:00', '12:00');
    // Thursday: an unpaid absence; Friday: a paid one (the day amount alone).
    await time('2026-02-05', '08:00', '16:00', sickness);
    await time('2026-02-06', '08:00', '16:00', paidLeave);
    // Monday after: time without a shift, an anomaly, not paid.
    await time('2026-02-09', '09:00', '11:00');
  });
  afterAll(() => t.close());
}
