/**
 * Pay keeps its history (docs/product.md#pay-history): changing a team's configuration or moving a
 * worker to another team today leaves last month's statements as they were, closed or open, and
 * also once a closed month is reopened; the change applies from today on.
 */
import { api } from '@courier/shared/contract';
import { addDays, firstOfMonth, todayInParis } from '../../../src/domain/dates';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { stepUpAs } from '../../helpers/stepUp';
import { inTeamSinceAlways, newTeam, setTeamConfig } from './fixtures';

let t: TestApp;
let retrib: SignedIn;
let planner: SignedIn;
let workersUser: SignedIn;

const TODAY = todayInParis();
/** Last month, and a day of it. */
const LAST = addDays(firstOfMonth(TODAY), -1).slice(0, 7);
const DAY = `${LAST}-10`;
const RATES = { waypoint: 50, km: 20, day: 1000, extra: 100 };
/** 1000 + 10 x 50 + 30 x 20 + 100. */
const PAID = 2200;
let teamA: number;
let teamB: number;
let closedWorker: number;
let openWorker: number;

const versionOf = async (id: number) =>
  (await t.db.selectFrom('workers').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

async function statement(month: string, workerId: number) {
  const res = await retrib.get(api.retrib.getStatements, { month, workerId });
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await seededTestApp();
  retrib = await t.injectAs('retrib');
  planner = await t.injectAs('shifts');
  workersUser = await t.injectAs('workers');
  teamA = await newTeam(t.db, 'History team A', RATES);
  teamB = await newTeam(t.db, 'History team B', { waypoint: 300, km: 90, day: 5000, extra: 700 });
  const ws = await t.db
    .selectFrom('workers')
    .select('id')
    .where('activity_status', '=', 'active')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  [closedWorker, openWorker] = ws.map((w) => w.id);
  await inTeamSinceAlways(t.db, [closedWorker, openWorker], teamA);
  const client = await t.db
    .selectFrom('clients')
    .select('id')
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const workerId of [closedWorker, openWorker]) {
    const shift = await planner.post(api.planning.createShift, {
      workerId,
      clientId: client.id,
      date: DAY,
      startTime: '08:00',
      endTime: '12:00',
      missions: [{ name: 'M', waypoints: 10, km: 30 }],
    });
    expect(shift.status).toBe(200);
    const time = await planner.post(api.planning.addWorkerTime, {
      workerId,
      date: DAY,
      startTime: '08:00',
      endTime: '12:00',
    });
    expect(time.status).toBe(200);
  }
});
afterAll(() => t.close());

describe('pay keeps its history', () => {
  test("a team's configuration changed today: last month's open statement is unchanged, today's pay takes it", async () => {
    const before = await statement(LAST, openWorker);
    expect(before.closed).toBeNull();
    expect(before.statements[0].totals.total).toBe(PAID);

    const res = await setTeamConfig(retrib, t.db, teamA, { waypoint: 999, km: 99, day: 9999, extra: 9 });
    expect(res.status).toBe(200);

    expect(await statement(LAST, openWorker)).toEqual(before);
    const preview = await retrib.get(api.retrib.previewPay, {
      teamId: teamA,
      date: TODAY,
      waypoints: 1,
      km: 1,
    });
    expect(preview.body.data).toMatchObject({ source: 'config', total: 9999 + 999 + 99 + 9 });
    const lastMonth = await retrib.get(api.retrib.previewPay, {
      teamId: teamA,
      date: DAY,
      waypoints: 10,
      km: 30,
    });
    expect(lastMonth.body.data.total).toBe(PAID);
    const versions = await t.db
      .selectFrom('team_config_versions')
      .select(['valid_from', 'daily_amount'])
      .where('team_id', '=', teamA)
      .orderBy('valid_from')
      .execute();
    expect(versions).toEqual([
      { valid_from: '-infinity', daily_amount: 1000 },
      { valid_from: TODAY, daily_amount: 9999 },
    ]);
    // Put it back, from today too.
    await setTeamConfig(retrib, t.db, teamA, RATES);
  });

  test("a worker moved to another team today: last month's open statement keeps its team and pay", async () => {
    const before = await statement(LAST, openWorker);
    const res = await workersUser.post(api.workers.updateWorkerData, {
      id: openWorker,
      version: await versionOf(openWorker),
      teamId: teamB,
    });
    expect(res.status).toBe(200);
    const after = await statement(LAST, openWorker);
    expect(after).toEqual(before);
    expect(after.statements[0].worker.team.id).toBe(teamA);
    // Team A's statements of last month still list the worker; team B's do not.
    const a = await retrib.get(api.retrib.getStatements, { month: LAST, teamId: teamA });
    expect(a.body.data.statements.map((s) => s.worker.id)).toContain(openWorker);
    const b = await retrib.get(api.retrib.getStatements, { month: LAST, teamId: teamB });
    expect(b.body.data.statements.map((s) => s.worker.id)).not.toContain(openWorker);
  });

  test('a closed month: both changes leave what was paid, and reopening it recomputes the same pay', async () => {
    const close = await retrib.post(api.retrib.closeMonth, { month: LAST });
    expect(close.status).toBe(200);
    const paid = await statement(LAST, closedWorker);
    expect(paid.statements[0].totals.total).toBeGreaterThan(0);

    const config = await setTeamConfig(retrib, t.db, teamA, { waypoint: 1, km: 1, day: 1, extra: 1 });
    expect(config.status).toBe(200);
    const move = await workersUser.post(api.workers.updateWorkerData, {
      id: closedWorker,
      version: await versionOf(closedWorker),
      teamId: teamB,
    });
    expect(move.status).toBe(200);
    expect(await statement(LAST, closedWorker)).toEqual(paid);

    // Reopened, the month is computed again from the history: nothing differs from what was paid.
    await stepUpAs(t, retrib, 'retrib');
    const reopen = await retrib.post(api.retrib.reopenMonth, { month: LAST, reason: 'Check the history' });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data.changes).toEqual([]);
    const open = await statement(LAST, closedWorker);
    expect(open.closed).toBeNull();
    expect(open.statements[0]).toEqual(paid.statements[0]);
  });
});
