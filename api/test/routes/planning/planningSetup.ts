import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { parisInstant } from '../../../src/domain/dates';

export let t: TestApp;
export let shifts: SignedIn;
export let regular: SignedIn;

/** Dates of the small seed: shifts around 2026-06-15. These hand-built days hold none. */
export const EMPTY_DAY = '2026-03-04';

/** Active workers with no shift nor time in March 2026, lowest id first. */
export async function freeWorkers(n: number) {
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

export async function openClient(offset = 0) {
  return t.db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .offset(offset)
    .executeTakeFirstOrThrow();
}

export const lastAdminEvent = (action: string) =>
  t.db
    .selectFrom('admin_events')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/**
 * The hand-built day 2026-03-25 (no seeded data), four workers:
 * A: shift 08:00-12:00 (2 missions: 10 wp/20 km, 5 wp/4 km), time 08:30-12:00 -> gap +30
 * B: shift 09:00-11:00 unproductive (1 mission 3 wp/2 km), no time -> shift without time
 * C: no shift, time 14:00-16:00 -> time without shift
 * D: shift 07:00-08:00 and shift 07:30-09:00 inserted straight (the API refuses overlaps), time 07:00-09:05 -> overlap
 */
export const DAY = '2026-03-25';
export let A: number, B: number, C: number, D: number;
export let clientId: number;
export let shiftA: number, shiftB: number, shiftD1: number, shiftD2: number;

/** Builds the hand-built day once for the tests of one describe. */
export function useHandBuiltDay() {
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
}

/** Registers the hooks every test file of this family needs: call once at its top. */
export function useSeededApp() {
  beforeAll(async () => {
    t = await seededTestApp();
    shifts = await t.injectAs('shifts');
    regular = await t.injectAs('regular');
  });
  afterAll(() => t.close());
}
