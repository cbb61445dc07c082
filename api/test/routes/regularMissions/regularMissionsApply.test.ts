import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { fieldNames } from '../../helpers/injectAs';
import { parisInstant } from '../../../src/domain/dates';
import { configSinceAlways } from '../retrib/fixtures';
import { t, regular, shifts, useSeededApp } from './regularMissionsSetup';

useSeededApp();

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
