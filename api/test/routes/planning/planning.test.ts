import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { addDays, parisInstant, todayInParis } from '../../../src/domain/dates';
import { getShiftDetail } from '../../../src/repositories/planning/shiftReads';
import { configSinceAlways } from '../retrib/fixtures';

let t: TestApp;
let shifts: SignedIn;
let regular: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  shifts = await t.injectAs('shifts');
  regular = await t.injectAs('regular');
});
afterAll(() => t.close());

/** Dates of the small seed: shifts around 2026-06-15. These hand-built days hold none. */
const EMPTY_DAY = '2026-03-04';

/** Active workers with no shift nor time in March 2026, lowest id first. */
async function freeWorkers(n: number) {
  const rows = await t.db
    .selectFrom('workers')
    .select(['id', 'short_code', 'agency_id', 'team_id'])
    .where('activity_status', '=', 'active')
    .orderBy('id')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows;
}

async function openClient(offset = 0) {
  return t.db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .offset(offset)
    .executeTakeFirstOrThrow();
}

const lastAdminEvent = (action: string) =>
  t.db
    .selectFrom('admin_events')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

describe('planning: create, read, edit a shift', () => {
  test('createShift with two missions, getShiftById, updateShift, stale version 409', async () => {
    const [w] = await freeWorkers(1);
    const c = await openClient();
    const res = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: c.id,
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '12:30',
      missions: [
        { name: 'Tournée A', waypoints: 12, km: 30 },
        { name: 'Tournée B', waypoints: 5, km: 8 },
      ],
    });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      workerId: w.id,
      client: { id: c.id, name: c.name },
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '12:30',
      startsAt: '2026-03-02T07:00:00.000Z',
      endsAt: '2026-03-02T11:30:00.000Z',
      missionsCount: 2,
      waypoints: 17,
      km: 38,
      unproductive: false,
      version: 1,
    });
    expect(s.missions.map((m) => m.name)).toEqual(['Tournée A', 'Tournée B']);
    expect((await lastAdminEvent('planning.createShift'))?.target_id).toBe(String(s.id));

    const got = await shifts.get(api.planning.getShiftById, { shiftId: s.id });
    expect(got.status).toBe(200);
    expect(got.body.data.worker.id).toBe(w.id);

    const upd = await shifts.post(api.planning.updateShift, {
      id: s.id,
      version: 1,
      endTime: '13:00',
      comment: 'Client VIP',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ endTime: '13:00', comment: 'Client VIP', version: 2 });
    const stale = await shifts.post(api.planning.updateShift, { id: s.id, version: 1, endTime: '14:00' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);
  });

  test('400 naming the bad fields, 404 for unknown ids, 403 without SHIFTS', async () => {
    const bad = await shifts.postUnchecked(api.planning.createShift, {
      workerId: 'x',
      clientId: 1,
      date: '2026-13-01',
      startTime: '9h',
      endTime: '08:00',
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['date', 'startTime', 'workerId']));
    const reversed = await shifts.post(api.planning.createShift, {
      workerId: 1,
      clientId: 1,
      date: EMPTY_DAY,
      startTime: '10:00',
      endTime: '09:00',
    });
    expect(reversed.status).toBe(400);
    expect(fieldNames(reversed)).toEqual(['endTime']);
    // Strict all the way down: a field a mission does not have is refused, named by its path,
    // and nothing is created.
    const before = await t.db
      .selectFrom('shifts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const nested = await shifts.postUnchecked(api.planning.createShift, {
      workerId: (await freeWorkers(1))[0].id,
      clientId: (await openClient()).id,
      date: EMPTY_DAY,
      startTime: '08:00',
      endTime: '09:00',
      missions: [
        { name: 'Morning round', waypoints: 3, km: 12 },
        { name: 'Afternoon round', waypoints: 2, km: 8, price: 0 },
      ],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'missions.1.price': 'Unknown field' },
    });
    expect(nested.body.error.message).toContain('missions.1.price');
    expect(
      await t.db
        .selectFrom('shifts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    const unknownShift = await shifts.get(api.planning.getShiftById, { shiftId: 99_999_999 });
    expect(unknownShift.status).toBe(404);
    const unknownWorker = await shifts.post(api.planning.createShift, {
      workerId: 99_999_999,
      clientId: (await openClient()).id,
      date: EMPTY_DAY,
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(unknownWorker.status).toBe(404);
    expect(fieldNames(unknownWorker)).toEqual(['workerId']);
    const forbidden = await regular.get(api.planning.getShifts, { dateStart: EMPTY_DAY, dateEnd: EMPTY_DAY });
    expect(forbidden.status).toBe(403);
    const wideWindow = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-01-01',
      dateEnd: '2026-03-01',
    });
    expect(wideWindow.status).toBe(400);
    expect(fieldNames(wideWindow)).toEqual(['dateEnd']);
  });
});

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

describe('planning: missions, unproductive, deletes, worker times', () => {
  test('missions added, edited (409 when stale) and deleted', async () => {
    const [, , , , w] = await freeWorkers(5);
    const s = (
      await shifts.post(api.planning.createShift, {
        workerId: w.id,
        clientId: (await openClient()).id,
        date: '2026-03-16',
        startTime: '08:00',
        endTime: '09:00',
      })
    ).body.data;
    const m = await shifts.post(api.planning.addMission, {
      shiftId: s.id,
      name: 'Plis',
      waypoints: 2,
      km: 1,
    });
    expect(m.status).toBe(200);
    expect(m.body.data).toMatchObject({ shiftId: s.id, name: 'Plis', waypoints: 2, km: 1, version: 1 });
    const u = await shifts.post(api.planning.updateMission, { id: m.body.data.id, version: 1, waypoints: 7 });
    expect(u.body.data).toMatchObject({ waypoints: 7, version: 2 });
    expect(
      (await shifts.post(api.planning.updateMission, { id: m.body.data.id, version: 1, km: 3 })).status,
    ).toBe(409);
    const neg = await shifts.postUnchecked(api.planning.addMission, {
      shiftId: s.id,
      name: '',
      waypoints: -1,
      km: 0,
    });
    expect(neg.status).toBe(400);
    expect(fieldNames(neg)).toEqual(['name', 'waypoints']);
    const d = await shifts.post(api.planning.deleteMission, { missionId: m.body.data.id });
    expect(d.body.data).toEqual({ missionId: m.body.data.id, deleted: true });
    expect((await shifts.post(api.planning.deleteMission, { missionId: m.body.data.id })).status).toBe(404);
  });

  test('switchUnProudictiveShift keeps the comment; deleteShift needs a comment and is kept in the timeline', async () => {
    const [, , , , , w] = await freeWorkers(6);
    const s = (
      await shifts.post(api.planning.createShift, {
        workerId: w.id,
        clientId: (await openClient()).id,
        date: '2026-03-17',
        startTime: '08:00',
        endTime: '09:00',
      })
    ).body.data;
    const noComment = await shifts.postUnchecked(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: ' ',
    });
    expect(noComment.status).toBe(400);
    expect(fieldNames(noComment)).toEqual(['comment']);
    const wrongWorker = await shifts.post(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id + 1,
      comment: 'x',
    });
    expect(wrongWorker.status).toBe(400);
    expect(fieldNames(wrongWorker)).toEqual(['workerId']);
    const un = await shifts.post(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: 'Client fermé',
    });
    expect(un.status).toBe(200);
    expect(un.body.data).toMatchObject({ unproductive: true, unproductiveComment: 'Client fermé' });
    const back = await shifts.post(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: 'Erreur',
    });
    expect(back.body.data).toMatchObject({ unproductive: false, unproductiveComment: 'Erreur' });

    const missing = await shifts.postUnchecked(api.planning.deleteShift, { shiftId: s.id, workerId: w.id });
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toEqual(['comment']);
    const del = await shifts.post(api.planning.deleteShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: 'Doublon',
    });
    expect(del.body.data).toEqual({ shiftId: s.id, deleted: true });
    const ev = await t.db
      .selectFrom('worker_events')
      .selectAll()
      .where('worker_id', '=', w.id)
      .where('kind', '=', 'shift_deleted')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ev.summary).toBe(
      `Shift ${s.id} of 2026-03-17 (08:00–09:00, client ${s.client.id}) deleted: Doublon`,
    );
    expect((await lastAdminEvent('planning.deleteShift'))?.summary).toBe(ev.summary);
    expect((await shifts.get(api.planning.getShiftById, { shiftId: s.id })).status).toBe(404);
  });

  test('worker times: add, read by worker and date, edit (409 stale), delete with a comment', async () => {
    const [, , , , , , w] = await freeWorkers(7);
    const add = await shifts.post(api.planning.addWorkerTime, {
      workerId: w.id,
      date: '2026-03-18',
      startTime: '08:05',
      endTime: '12:00',
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({
      workerId: w.id,
      date: '2026-03-18',
      startedAt: '2026-03-18T07:05:00.000Z',
      minutes: 235,
      version: 1,
    });
    const read = await shifts.get(api.planning.getWorkerTimeByWorkerId, {
      workerId: w.id,
      date: '2026-03-18',
    });
    expect(read.body.data.map((r) => r.id)).toEqual([add.body.data.id]);
    const edit = await shifts.post(api.planning.editWorkerTime, {
      id: add.body.data.id,
      version: 1,
      endTime: '12:30',
    });
    expect(edit.body.data).toMatchObject({ minutes: 265, version: 2 });
    expect(
      (await shifts.post(api.planning.editWorkerTime, { id: add.body.data.id, version: 1, endTime: '13:00' }))
        .status,
    ).toBe(409);
    const wrongDate = await shifts.post(api.planning.deleteWorkerTime, {
      workerTimeId: add.body.data.id,
      workerId: w.id,
      date: '2026-03-19',
      comment: 'x',
    });
    expect(wrongDate.status).toBe(400);
    expect(fieldNames(wrongDate)).toEqual(['date']);
    const del = await shifts.post(api.planning.deleteWorkerTime, {
      workerTimeId: add.body.data.id,
      workerId: w.id,
      date: '2026-03-18',
      comment: 'Saisie erronée',
    });
    expect(del.body.data).toEqual({ workerTimeId: add.body.data.id, deleted: true });
    expect(
      (await shifts.get(api.planning.getWorkerTimeByWorkerId, { workerId: w.id, date: '2026-03-18' })).body
        .data,
    ).toEqual([]);
  });
});

describe('planning: anomalies, day summary, board, reconciliation', () => {
  /**
   * The hand-built day 2026-03-25 (no seeded data), four workers:
   * A: shift 08:00-12:00 (2 missions: 10 wp/20 km, 5 wp/4 km), time 08:30-12:00 -> gap +30
   * B: shift 09:00-11:00 unproductive (1 mission 3 wp/2 km), no time -> shift without time
   * C: no shift, time 14:00-16:00 -> time without shift
   * D: shift 07:00-08:00 and shift 07:30-09:00 inserted straight (the API refuses overlaps), time 07:00-09:05 -> overlap
   */
  const DAY = '2026-03-25';
  let A: number, B: number, C: number, D: number;
  let clientId: number;
  let shiftA: number, shiftB: number, shiftD1: number, shiftD2: number;

  beforeAll(async () => {
    const ws = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id', 'desc')
      .limit(4)
      .execute();
    [A, B, C, D] = ws.map((w) => w.id);
    clientId = (await openClient(3)).id;
    const mk = async (
      workerId: number,
      start: string,
      end: string,
      missions: { name: string; waypoints: number; km: number }[] = [],
    ) => {
      const r = await shifts.post(api.planning.createShift, {
        workerId,
        clientId,
        date: DAY,
        startTime: start,
        endTime: end,
        missions,
      });
      expect(r.status).toBe(200);
      return r.body.data.id;
    };
    shiftA = await mk(A, '08:00', '12:00', [
      { name: 'M1', waypoints: 10, km: 20 },
      { name: 'M2', waypoints: 5, km: 4 },
    ]);
    shiftB = await mk(B, '09:00', '11:00', [{ name: 'M3', waypoints: 3, km: 2 }]);
    expect(
      (
        await shifts.post(api.planning.switchUnProudictiveShift, {
          shiftId: shiftB,
          workerId: B,
          comment: 'Fermé',
        })
      ).status,
    ).toBe(200);
    shiftD1 = await mk(D, '07:00', '08:00');
    const d2 = await t.db
      .insertInto('shifts')
      .values({
        worker_id: D,
        client_id: clientId,
        date: DAY,
        starts_at: parisInstant(DAY, 7 * 60 + 30),
        ends_at: parisInstant(DAY, 9 * 60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    shiftD2 = d2.id;
    for (const [workerId, start, end] of [
      [A, '08:30', '12:00'],
      [C, '14:00', '16:00'],
      [D, '07:00', '09:05'],
    ] as const)
      expect(
        (
          await shifts.post(api.planning.addWorkerTime, {
            workerId,
            date: DAY,
            startTime: start,
            endTime: end,
          })
        ).status,
      ).toBe(200);
  });

  test('getWorkerAnomaliesAndPlannedShifts: literal anomalies of the hand-built day', async () => {
    const a = await shifts.get(api.planning.getWorkerAnomaliesAndPlannedShifts, {
      workerId: A,
      dateStart: DAY,
      dateEnd: DAY,
    });
    expect(a.status).toBe(200);
    expect(a.body.data.shifts.map((s) => s.id)).toEqual([shiftA]);
    expect(a.body.data.anomalies).toEqual([
      {
        kind: 'gap',
        workerId: A,
        date: DAY,
        shiftId: shiftA,
        otherShiftId: null,
        workerTimeId: a.body.data.workerTimes[0].id,
        minutes: 30,
        message: 'Started 30 min late (planned 08:00, worked 08:30)',
      },
    ]);
    const b = await shifts.get(api.planning.getWorkerAnomaliesAndPlannedShifts, {
      workerId: B,
      dateStart: DAY,
      dateEnd: DAY,
    });
    expect(b.body.data.anomalies.map((x) => [x.kind, x.shiftId])).toEqual([['shift_without_time', shiftB]]);
    const c = await shifts.get(api.planning.getWorkerAnomaliesAndPlannedShifts, {
      workerId: C,
      dateStart: DAY,
      dateEnd: DAY,
    });
    expect(c.body.data.anomalies.map((x) => [x.kind, x.message])).toEqual([
      ['time_without_shift', 'Time worked from 14:00 without a planned shift'],
    ]);
    const d = await shifts.get(api.planning.getWorkerAnomaliesAndPlannedShifts, {
      workerId: D,
      dateStart: DAY,
      dateEnd: DAY,
    });
    expect(d.body.data.anomalies.map((x) => [x.kind, x.shiftId, x.otherShiftId, x.minutes])).toEqual([
      ['overlap', shiftD1, shiftD2, 30],
    ]);
    expect(
      (await shifts.get(api.planning.getWorkerAnomaliesAndPlannedShifts, { workerId: 99_999_999 })).status,
    ).toBe(404);
  });

  test('getDaySummary of the hand-built day, by client and agency, with the filters', async () => {
    const agencies = await t.db
      .selectFrom('workers')
      .select(['id', 'agency_id'])
      .where('id', 'in', [A, B, C, D])
      .execute();
    const res = await shifts.get(api.planning.getDaySummary, { date: DAY });
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toEqual({
      shifts: 4,
      workers: 3,
      missions: 3,
      waypoints: 18,
      km: 26,
      unproductiveShifts: 1,
      anomalies: 4,
    });
    expect(res.body.data.byClient).toHaveLength(1);
    expect(res.body.data.byClient[0]).toMatchObject({
      client: { id: clientId },
      shifts: 4,
      workers: 3,
      missions: 3,
      anomalies: 3,
    });
    const agencyTotal = res.body.data.byAgency.reduce((n, a) => n + a.shifts, 0);
    expect(agencyTotal).toBe(4);
    expect(res.body.data.byAgency.reduce((n, a) => n + a.anomalies, 0)).toBe(4);

    const agencyOfA = agencies.find((x) => x.id === A)!.agency_id;
    const filtered = await shifts.get(api.planning.getDaySummary, {
      date: DAY,
      agencyIds: String(agencyOfA),
    });
    expect(filtered.body.data.byAgency.map((a) => a.agency.id)).toEqual([agencyOfA]);
    const otherClient = await shifts.get(api.planning.getDaySummary, {
      date: DAY,
      clientIds: String(clientId + 100_000),
    });
    expect(otherClient.body.data.totals).toEqual({
      shifts: 0,
      workers: 0,
      missions: 0,
      waypoints: 0,
      km: 0,
      unproductiveShifts: 0,
      anomalies: 0,
    });
    const bad = await shifts.get(api.planning.getDaySummary, { date: 'yesterday', clientIds: 'a' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['clientIds', 'date']);
  });

  test('getShifts: the board of the week with its anomalies, filtered by agency and client', async () => {
    const res = await shifts.get(api.planning.getShifts, { dateStart: '2026-03-23', dateEnd: '2026-03-29' });
    expect(res.status).toBe(200);
    const ids = res.body.data.shifts.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([shiftA, shiftB, shiftD1, shiftD2]));
    expect(res.body.data.workers.length).toBeGreaterThan(40);
    expect(
      res.body.data.anomalies
        .filter((a) => a.date === DAY)
        .map((a) => a.kind)
        .sort(),
    ).toEqual(['gap', 'overlap', 'shift_without_time', 'time_without_shift']);
    const byClient = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
      clientIds: String(clientId),
    });
    expect(byClient.body.data.workers.map((w) => w.id).sort()).toEqual([A, B, D].sort((x, y) => x - y));
    const shiftRow = byClient.body.data.shifts.find((s) => s.id === shiftA)!;
    // Slim: ids, minutes after midnight in Paris, the mission count; the client's name once in `clients`.
    expect(shiftRow).toMatchObject({
      workerId: A,
      clientId,
      date: DAY,
      missions: 2,
      start: 480,
      end: 720,
      unproductive: false,
    });
    expect(Object.keys(shiftRow).sort()).toEqual([
      'clientId',
      'date',
      'end',
      'id',
      'missions',
      'shiftTypeId',
      'start',
      'unproductive',
      'version',
      'workerId',
    ]);
    expect(byClient.body.data.clients.map((c) => c.id)).toEqual([clientId]);
    expect(byClient.body.data).toMatchObject({ page: 1, pageSize: 100, total: 3 });
    expect(byClient.body.data.totals.shifts).toBe(byClient.body.data.shifts.length);
  });

  test('getShifts: pages of worker rows, bounded, with the same total on every page', async () => {
    const all = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
      pageSize: 300,
    });
    const total = all.body.data.total;
    expect(total).toBeGreaterThan(40);
    expect(all.body.data.workers.length).toBe(total);
    expect(() => api.planning.getShifts.response.parse(all.body.data)).not.toThrow();
    expect(all.body.data.shifts.length).toBeGreaterThan(0);
    const first = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
      page: 1,
      pageSize: 20,
    });
    const second = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
      page: 2,
      pageSize: 20,
    });
    expect(first.body.data.workers.map((w) => w.id)).toEqual(
      all.body.data.workers.slice(0, 20).map((w) => w.id),
    );
    expect(second.body.data.workers.map((w) => w.id)).toEqual(
      all.body.data.workers.slice(20, 40).map((w) => w.id),
    );
    expect(second.body.data.total).toBe(total);
    const onFirst = new Set(first.body.data.workers.map((w) => w.id));
    expect(first.body.data.shifts.every((s) => onFirst.has(s.workerId))).toBe(true);
    expect(first.body.data.totals).toEqual(all.body.data.totals);
    const tooBig = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-03-23',
      dateEnd: '2026-03-29',
      pageSize: 301,
    });
    expect(tooBig.status).toBe(400);
    expect(fieldNames(tooBig)).toEqual(['pageSize']);
  });

  test('gaps at the rounding edge: the totals, the day summary and the page count the same anomalies', async () => {
    // With the default gap of 15 minutes, a gap is an anomaly when it rounds (half up) to 16
    // minutes or more either way: +15:30 and -15:31 are, +15:29 and -15:30 are not. Times
    // written to the second, straight to the database (the API takes minutes).
    const EDGE = '2026-03-27';
    const workers = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .limit(4)
      .execute();
    const at = (minutes: number, seconds = 0) =>
      new Date(parisInstant(EDGE, minutes).getTime() + seconds * 1000);
    // [start offset, end offset] of the time worked against the shift 08:00-12:00, in seconds.
    const offsets: [number, number][] = [
      [15 * 60 + 29, 0],
      [15 * 60 + 30, 0],
      [-(15 * 60 + 30), 15 * 60 + 30],
      [-(15 * 60 + 31), -(15 * 60 + 29)],
    ];
    for (const [i, w] of workers.entries()) {
      await t.db
        .insertInto('shifts')
        .values({ worker_id: w.id, client_id: clientId, date: EDGE, starts_at: at(480), ends_at: at(720) })
        .execute();
      await t.db
        .insertInto('worker_times')
        .values({
          worker_id: w.id,
          date: EDGE,
          started_at: at(480, offsets[i][0]),
          ended_at: at(720, offsets[i][1]),
        })
        .execute();
    }
    try {
      const board = await shifts.get(api.planning.getShifts, {
        dateStart: EDGE,
        dateEnd: EDGE,
        pageSize: 300,
      });
      expect(board.status).toBe(200);
      const gaps = board.body.data.anomalies.filter((a) => a.kind === 'gap');
      // worker 1: none; 2: the start; 3: the end; 4: the start.
      expect(gaps.map((a) => [workers.findIndex((w) => w.id === a.workerId) + 1, a.minutes])).toEqual(
        expect.arrayContaining([
          [2, 16],
          [3, 16],
          [4, -16],
        ]),
      );
      expect(gaps).toHaveLength(3);
      expect(board.body.data.totals.anomalies).toBe(board.body.data.anomalies.length);
      const summary = await shifts.get(api.planning.getDaySummary, { date: EDGE });
      expect(summary.body.data.totals.anomalies).toBe(board.body.data.anomalies.length);
    } finally {
      await t.db.deleteFrom('worker_times').where('date', '=', EDGE).execute();
      await t.db.deleteFrom('shifts').where('date', '=', EDGE).execute();
    }
  });

  test('the anomaly gap setting: read by the board, its totals, the day summary and the worker anomalies', async () => {
    // A's time starts 30 minutes after its shift: a gap beyond the default 15 minutes, within 30.
    const gapOfA = async () => {
      const board = await shifts.get(api.planning.getShifts, { dateStart: DAY, dateEnd: DAY, pageSize: 300 });
      expect(board.status).toBe(200);
      const whole = (await shifts.get(api.planning.getDaySummary, { date: DAY })).body.data;
      const ofClient = (
        await shifts.get(api.planning.getDaySummary, { date: DAY, clientIds: String(clientId) })
      ).body.data;
      const worker = await shifts.get(api.planning.getWorkerAnomaliesAndPlannedShifts, {
        workerId: A,
        dateStart: DAY,
        dateEnd: DAY,
      });
      return {
        page: board.body.data.anomalies.filter((a) => a.workerId === A && a.kind === 'gap').length,
        totals: board.body.data.totals.anomalies - board.body.data.anomalies.length,
        summary: whole.totals.anomalies,
        client: ofClient.byClient.find((c) => c.client.id === clientId)!.anomalies,
        worker: worker.body.data.anomalies.filter((a) => a.kind === 'gap').length,
      };
    };
    const at15 = await gapOfA();
    expect(at15).toMatchObject({ page: 1, totals: 0, worker: 1 });
    const setGap = (value: unknown) =>
      sql`update settings set value = ${JSON.stringify(value)}::jsonb where key = 'anomaly_gap_minutes'`.execute(
        t.db,
      );
    const { value: before } = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'anomaly_gap_minutes')
      .executeTakeFirstOrThrow();
    try {
      await setGap(30);
      // One anomaly fewer everywhere: A's gap of 30 minutes is within the setting.
      expect(await gapOfA()).toEqual({
        page: 0,
        totals: 0,
        summary: at15.summary - 1,
        client: at15.client - 1,
        worker: 0,
      });
      // A setting that is not a whole number of minutes counts as the default 15.
      await setGap('half an hour');
      expect(await gapOfA()).toEqual(at15);
    } finally {
      await setGap(before);
    }
    expect(await gapOfA()).toEqual(at15);
  });

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
