/**
 * A GTA type's pay attributes keep their history (docs/product.md#pay-history): marking a type
 * paid, or no longer an absence, today leaves last month's statements and payroll CSV as they
 * were while the month is still open, and applies to today's days.
 */
import pg from 'pg';
import { api } from '@courier/shared/contract';
import { addDays, firstOfMonth, todayInParis } from '../../../src/domain/dates';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { inTeamSinceAlways, newTeam } from './fixtures';

let t: TestApp;
let retrib: SignedIn;
let planner: SignedIn;
let settings: SignedIn;

const TODAY = todayInParis();
/** Last month (open: nothing is closed here), and a day of it. */
const LAST = addDays(firstOfMonth(TODAY), -1).slice(0, 7);
const DAY = `${LAST}-10`;
/** Cents: 1000 + 10 x 50 + 30 x 20 + 100 for a worked day, the day amount for a paid absence. */
const RATES = { waypoint: 50, km: 20, day: 1000, extra: 100 };
const WORKED = 2200;
let teamId: number;
let clientId: number;
/** Absent on DAY and today with `leave` (an absence, unpaid until made paid). */
let absentWorker: number;
/** A shift and a time of `training` (an absence until it is made time worked) on DAY and today. */
let trainedWorker: number;
let leave: { id: number; version: number };
let training: { id: number; version: number };

const typeVersion = async (id: number) =>
  (await t.db.selectFrom('gta_types').select('version').where('id', '=', id).executeTakeFirstOrThrow())
    .version;

async function addType(name: string) {
  const res = await settings.post(api.referenceAdmin.addGtaType, { name, isAbsence: true, isPaid: false });
  expect(res.status).toBe(200);
  return { id: res.body.data.id, version: res.body.data.version };
}

async function statement(month: string, workerId: number) {
  const res = await retrib.get(api.retrib.getStatements, { month, workerId });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function payrollCsv(month: string) {
  const res = await retrib.get(api.retrib.getPayrollCsv, { month });
  expect(res.status).toBe(200);
  return res.body.data.content;
}

const dayOf = async (workerId: number, date: string) =>
  (await statement(date.slice(0, 7), workerId)).statements[0].days.find((d) => d.date === date);

beforeAll(async () => {
  t = await seededTestApp();
  retrib = await t.injectAs('retrib');
  planner = await t.injectAs('shifts');
  settings = await t.injectAs('settings');
  teamId = await newTeam(t.db, 'GTA history team', RATES);
  const ws = await t.db
    .selectFrom('workers')
    .select('id')
    .where('activity_status', '=', 'active')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  [absentWorker, trainedWorker] = ws.map((w) => w.id);
  await inTeamSinceAlways(t.db, [absentWorker, trainedWorker], teamId);
  clientId = (
    await t.db
      .selectFrom('clients')
      .select('id')
      .where('activity_status', '=', 'active')
      .where('closed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  leave = await addType('History leave');
  training = await addType('History training');
  for (const date of [DAY, TODAY]) {
    const absent = await planner.post(api.planning.addWorkerTime, {
      workerId: absentWorker,
      date,
      startTime: '08:00',
      endTime: '16:00',
      gtaTypeId: leave.id,
    });
    expect(absent.status).toBe(200);
    const shift = await planner.post(api.planning.createShift, {
      workerId: trainedWorker,
      clientId,
      date,
      startTime: '08:00',
      endTime: '12:00',
      missions: [{ name: 'M', waypoints: 10, km: 30 }],
    });
    expect(shift.status).toBe(200);
    const time = await planner.post(api.planning.addWorkerTime, {
      workerId: trainedWorker,
      date,
      startTime: '08:00',
      endTime: '12:00',
      gtaTypeId: training.id,
    });
    expect(time.status).toBe(200);
  }
});
afterAll(() => t.close());

describe("a GTA type's pay attributes keep their history", () => {
  test('a new type holds since always: its absences of last month are listed unpaid', async () => {
    expect(await dayOf(absentWorker, DAY)).toMatchObject({ status: 'unpaid', total: 0 });
    expect(await dayOf(trainedWorker, DAY)).toMatchObject({ status: 'unpaid', total: 0 });
    const rows = await t.db
      .selectFrom('gta_type_versions')
      .select(['valid_from', 'is_absence', 'is_paid'])
      .where('gta_type_id', '=', leave.id)
      .execute();
    expect(rows).toEqual([{ valid_from: '-infinity', is_absence: true, is_paid: false }]);
  });

  test("made paid today: last month's open statements and payroll CSV are unchanged, today's absence is paid", async () => {
    const before = await statement(LAST, absentWorker);
    expect(before.closed).toBeNull();
    const csvBefore = await payrollCsv(LAST);

    const res = await settings.post(api.referenceAdmin.updateGtaType, {
      id: leave.id,
      version: await typeVersion(leave.id),
      isPaid: true,
    });
    expect(res.status).toBe(200);

    expect(await statement(LAST, absentWorker)).toEqual(before);
    expect(await payrollCsv(LAST)).toBe(csvBefore);
    expect(await dayOf(absentWorker, DAY)).toMatchObject({
      status: 'unpaid',
      total: 0,
      absences: [expect.objectContaining({ paid: false })],
    });
    expect(await dayOf(absentWorker, TODAY)).toMatchObject({
      status: 'paidAbsence',
      total: RATES.day,
      absences: [expect.objectContaining({ paid: true })],
    });
    const rows = await t.db
      .selectFrom('gta_type_versions')
      .select(['valid_from', 'is_absence', 'is_paid'])
      .where('gta_type_id', '=', leave.id)
      .orderBy('valid_from')
      .execute();
    expect(rows).toEqual([
      { valid_from: '-infinity', is_absence: true, is_paid: false },
      { valid_from: TODAY, is_absence: true, is_paid: true },
    ]);
  });

  test("no longer an absence from today: last month's day stays unworked, today's is paid as worked", async () => {
    const before = await statement(LAST, trainedWorker);
    const csvBefore = await payrollCsv(LAST);
    const reconciliation = async () => {
      const res = await planner.get(api.planning.getReconciliation, { workerId: trainedWorker, dateStart: DAY, dateEnd: TODAY });
      expect(res.status).toBe(200);
      return res.body.data.days;
    };
    const planningBefore = await reconciliation();
    expect(planningBefore.find((d) => d.date === DAY)).toMatchObject({ actualPay: 0 });

    const res = await settings.post(api.referenceAdmin.updateGtaType, {
      id: training.id,
      version: await typeVersion(training.id),
      isAbsence: false,
    });
    expect(res.status).toBe(200);

    expect(await statement(LAST, trainedWorker)).toEqual(before);
    expect(await payrollCsv(LAST)).toBe(csvBefore);
    expect(await dayOf(trainedWorker, DAY)).toMatchObject({ status: 'unpaid', total: 0 });
    expect(await dayOf(trainedWorker, TODAY)).toMatchObject({ status: 'worked', total: WORKED });
    // Planning's reconciliation reads the same dated flag: last month's day is still not worked.
    const planningAfter = await reconciliation();
    expect(planningAfter.find((d) => d.date === DAY)).toEqual(planningBefore.find((d) => d.date === DAY));
    expect(planningAfter.find((d) => d.date === TODAY)).toMatchObject({ actualPay: WORKED });
  });

  test('changed twice today: the last holds from today, the days before keep the first values', async () => {
    const res = await settings.post(api.referenceAdmin.updateGtaType, {
      id: leave.id,
      version: await typeVersion(leave.id),
      isPaid: false,
    });
    expect(res.status).toBe(200);
    expect(await dayOf(absentWorker, TODAY)).toMatchObject({ status: 'unpaid', total: 0 });
    const rows = await t.db
      .selectFrom('gta_type_versions')
      .select(['valid_from', 'is_paid'])
      .where('gta_type_id', '=', leave.id)
      .orderBy('valid_from')
      .execute();
    expect(rows).toEqual([
      { valid_from: '-infinity', is_paid: false },
      { valid_from: TODAY, is_paid: false },
    ]);
  });
});

/** PostgreSQL only: real concurrent transactions. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two staff changing two GTA types do not wait for each other (PostgreSQL)', () => {
  test("a type's change held open does not hold up another type's", async () => {
    const url = (t.opened as { databaseUrl?: string }).databaseUrl!;
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `update gta_types set is_paid = not is_paid, version = version + 1 where id = ${training.id}`,
      );
      const guard = new Promise<'still waiting'>((resolve) =>
        setTimeout(() => resolve('still waiting'), 5_000).unref(),
      );
      const write = settings.post(api.referenceAdmin.updateGtaType, {
        id: leave.id,
        version: await typeVersion(leave.id),
        isPaid: true,
      });
      expect(await Promise.race([write.then((a) => a.status), guard])).toBe(200);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  });
});
