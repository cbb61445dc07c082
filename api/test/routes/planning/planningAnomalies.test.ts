import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { fieldNames } from '../../helpers/injectAs';
import { parisInstant } from '../../../src/domain/dates';
import {
  t,
  shifts,
  DAY,
  A,
  B,
  C,
  D,
  clientId,
  shiftA,
  shiftB,
  shiftD1,
  shiftD2,
  useHandBuiltDay,
  useSeededApp,
} from './planningSetup';

useSeededApp();
// One hand-built day for both describes: a second build would overlap the first.
useHandBuiltDay();

describe('planning: anomalies, day summary, board of the hand-built day', () => {
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
});

describe('planning: anomalies at the rounding edge and the gap setting', () => {
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
});
