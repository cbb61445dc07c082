import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { inTeamSinceAlways, newTeam } from './fixtures';

export let t: TestApp;
export let retrib: SignedIn;
export let planner: SignedIn;
export let workers: SignedIn;
export let settings: SignedIn;

/** A month the small seed leaves empty (its shifts are around 2026-06-15). */
export const MONTH = '2026-01';
export const CLOSED = `Pay for ${MONTH} is closed: reopen it first`;
export let teamA: number;
export let teamB: number;
export let agencyId: number;
export let otherAgencyId: number;
export let workerId: number;
export let otherWorkerId: number;
export let clientId: number;
export let leave: number;
/** A GTA type made paid while the month is closed: paid from today (never inside the month). */
export let datedLeave: number;
/** A calendar entry of the month, made while it was open. */
export let entryId: number;
/** A shift of the month, and one of February (moved or copied into the month). */
export let januaryShift: { id: number; version: number };
export let februaryShift: number;

/** Everything a closed month serves, as text: the CSV, the statements by worker, team and agency, and one PDF. */
export async function served() {
  const csv = await retrib.get(api.retrib.getPayrollCsv, { month: MONTH });
  const byWorker = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId });
  const byTeam = await retrib.get(api.retrib.getStatements, { month: MONTH, teamId: teamA });
  const byAgency = await retrib.get(api.retrib.getStatements, { month: MONTH, agencyId });
  const pdf = await retrib.get(api.retrib.getStatementPdf, { month: MONTH, workerId });
  for (const r of [csv, byWorker, byTeam, byAgency, pdf]) expect(r.status).toBe(200);
  return {
    csv: csv.body.data.content,
    worker: JSON.stringify(byWorker.body.data),
    team: JSON.stringify(byTeam.body.data),
    agency: JSON.stringify(byAgency.body.data),
    pdf: pdf.body.data.content,
  };
}

export const versionOf = async (table: 'workers' | 'gta_types' | 'team_configs', id: number) =>
  (await t.db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    retrib = await t.injectAs('retrib');
    planner = await t.injectAs('shifts');
    workers = await t.injectAs('workers');
    settings = await t.injectAs('settings');
    teamA = await newTeam(t.db, 'Closed month team A', { waypoint: 50, km: 20, day: 1000, extra: 100 });
    teamB = await newTeam(t.db, 'Closed month team B', { waypoint: 300, km: 90, day: 5000, extra: 700 });
    const [a1, a2] = await t.db.selectFrom('agencies').select('id').orderBy('id').limit(2).execute();
    agencyId = a1.id;
    otherAgencyId = a2.id;
    const ws = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    [workerId, otherWorkerId] = ws.map((w) => w.id);
    await t.db
      .updateTable('workers')
      .set({ agency_id: agencyId })
      .where('id', 'in', [workerId, otherWorkerId])
      .execute();
    await inTeamSinceAlways(t.db, [workerId, otherWorkerId], teamA);
    leave = (
      await t.db
        .insertInto('gta_types')
        .values({ name: 'Closed month leave', is_absence: true, is_paid: false })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    clientId = (
      await t.db
        .selectFrom('clients')
        .select('id')
        .where('activity_status', '=', 'active')
        .where('closed_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const entry = await retrib.post(api.retrib.setCalendar, {
      teamId: teamA,
      date: '2026-01-14',
      priceWaypoint: 80,
      priceKm: 10,
      priceDay: 1500,
      extra: 0,
    });
    expect(entry.status).toBe(200);
    entryId = entry.body.data.id;

    const work = async (who: number, date: string, waypoints: number, km: number) => {
      const shift = await planner.post(api.planning.createShift, {
        workerId: who,
        clientId,
        date,
        startTime: '08:00',
        endTime: '12:00',
        missions: [{ name: 'M', waypoints, km }],
      });
      expect(shift.status).toBe(200);
      januaryShift ??= { id: shift.body.data.id, version: shift.body.data.version };
      const time = await planner.post(api.planning.addWorkerTime, {
        workerId: who,
        date,
        startTime: '08:00',
        endTime: '12:00',
      });
      expect(time.status).toBe(200);
    };
    await work(workerId, '2026-01-12', 10, 30);
    await work(workerId, '2026-01-13', 4, 12);
    await work(workerId, '2026-01-14', 6, 8);
    await work(otherWorkerId, '2026-01-13', 7, 3);
    const february = await planner.post(api.planning.createShift, {
      workerId: otherWorkerId,
      clientId,
      date: '2026-02-10',
      startTime: '08:00',
      endTime: '12:00',
      missions: [{ name: 'F', waypoints: 20, km: 20 }],
    });
    expect(february.status).toBe(200);
    februaryShift = february.body.data.id;
    datedLeave = (
      await t.db
        .insertInto('gta_types')
        .values({ name: 'Closed month dated leave', is_absence: true, is_paid: false })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const date of ['2026-01-16', '2026-02-16']) {
      const res = await planner.post(api.planning.addWorkerTime, {
        workerId: otherWorkerId,
        date,
        startTime: '08:00',
        endTime: '16:00',
        gtaTypeId: datedLeave,
      });
      expect(res.status).toBe(200);
    }
    // An absence of an unpaid type: paid if the type becomes paid.
    const absent = await planner.post(api.planning.addWorkerTime, {
      workerId,
      date: '2026-01-15',
      startTime: '08:00',
      endTime: '16:00',
      gtaTypeId: leave,
    });
    expect(absent.status).toBe(200);
  });
  afterAll(() => t.close());
}
