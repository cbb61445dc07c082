import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { SEED_TODAY } from '../../helpers/testApp';
import { addCalendarEntry, newTeam } from './fixtures';
import { t, retrib, workers, useSeededApp } from './retribSetup';

useSeededApp();

describe('retrib/calendar', () => {
  test('GET: the config and the entries of a team, of one month or of the 12 months from today; 400; 404; 403', async () => {
    const teamId = await newTeam(t.db, 'Calendar team', { waypoint: 100, km: 20, day: 5000, extra: 0 });
    for (const date of ['2026-05-31', '2026-06-01', '2026-06-30', '2026-07-01', '2027-05-31', '2027-06-01'])
      await addCalendarEntry(t.db, teamId, date, { waypoint: 1, km: 2, day: 3, extra: 4 });
    // "Today" is the seed's day, 2026-06-15: without a month, June 2026 to May 2027.
    jest.useFakeTimers({
      now: SEED_TODAY,
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    const all = await retrib.get(api.retrib.getCalendar, { teamId }).finally(() => jest.useRealTimers());
    expect(all.status).toBe(200);
    expect(all.body.data.team).toEqual({ id: teamId, name: 'Calendar team' });
    expect(all.body.data.config).toMatchObject({
      waypointAmount: 100,
      kmAmount: 20,
      dailyAmount: 5000,
      extra: 0,
    });
    expect(all.body.data.entries.map((e) => e.date)).toEqual([
      '2026-06-01',
      '2026-06-30',
      '2026-07-01',
      '2027-05-31',
    ]);
    const june = await retrib.get(api.retrib.getCalendar, { teamId, month: '2026-06' });
    expect(june.body.data.entries.map((e) => e.date)).toEqual(['2026-06-01', '2026-06-30']);

    const missing = await retrib.get(api.retrib.getCalendar);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('teamId');
    expect(
      (await retrib.get(api.retrib.getCalendar, { teamId, month: '2026-13' })).body.error.fields,
    ).toHaveProperty('month');
    expect((await retrib.get(api.retrib.getCalendar, { teamId: 99999 })).status).toBe(404);
    expect((await workers.get(api.retrib.getCalendar, { teamId })).status).toBe(403);

    // Read on each call: what is written straight to the database shows at the next call.
    await t.db.updateTable('teams').set({ name: 'Renamed team' }).where('id', '=', teamId).execute();
    await t.db.updateTable('team_configs').set({ km_amount: 21 }).where('team_id', '=', teamId).execute();
    await addCalendarEntry(t.db, teamId, '2026-06-02', { waypoint: 1, km: 2, day: 3, extra: 4 });
    const after = await retrib.get(api.retrib.getCalendar, { teamId, month: '2026-06' });
    expect(after.body.data.team).toEqual({ id: teamId, name: 'Renamed team' });
    expect(after.body.data.config).toMatchObject({ kmAmount: 21 });
    expect(after.body.data.entries.map((e) => e.date)).toEqual(['2026-06-01', '2026-06-02', '2026-06-30']);
  });

  test('POST without id creates an entry for teamId + date; the same date again is a 409', async () => {
    const teamId = await newTeam(t.db, 'New entries team');
    const body = {
      teamId,
      date: '2026-08-15',
      priceWaypoint: 250,
      priceKm: 45,
      priceDay: 8000,
      extra: 1000,
      comment: 'Jour férié',
    };
    const res = await retrib.post(api.retrib.setCalendar, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...body, id: expect.any(Number), version: 1 });
    const dup = await retrib.post(api.retrib.setCalendar, { ...body, priceDay: 1 });
    expect(dup.status).toBe(409);
    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'retrib.calendar.add')
      .where('target_id', '=', String(teamId))
      .execute();
    expect(admin).toHaveLength(1);
    expect(admin[0].summary).toContain('80.00');
  });

  test('POST with id edits the entry (version), 409 when stale, 404 unknown', async () => {
    const teamId = await newTeam(t.db, 'Edited entries team');
    const created = (
      await retrib.post(api.retrib.setCalendar, {
        teamId,
        date: '2026-09-01',
        priceWaypoint: 1,
        priceKm: 1,
        priceDay: 1,
        extra: 0,
      })
    ).body.data;
    // The payload of docs/product.md#calls-pay-rates: {id, priceWaypoint, priceKm, priceDay, extra} (+ the version read).
    const edit = await retrib.post(api.retrib.setCalendar, {
      id: created.id,
      version: created.version,
      priceWaypoint: 300,
      priceKm: 50,
      priceDay: 9000,
      extra: 200,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      id: created.id,
      date: '2026-09-01',
      priceWaypoint: 300,
      priceKm: 50,
      priceDay: 9000,
      extra: 200,
      version: 2,
    });
    const stale = await retrib.post(api.retrib.setCalendar, {
      id: created.id,
      version: created.version,
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 1,
      extra: 1,
    });
    expect(stale.status).toBe(409);
    const unknown = await retrib.post(api.retrib.setCalendar, {
      id: 99999,
      version: 1,
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 1,
      extra: 1,
    });
    expect(unknown.status).toBe(404);
    const other = await retrib.post(api.retrib.setCalendar, {
      teamId,
      date: '2026-09-02',
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 1,
      extra: 0,
    });
    const moved = await retrib.post(api.retrib.setCalendar, {
      id: other.body.data.id,
      version: 1,
      date: '2026-09-01',
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 1,
      extra: 0,
    });
    expect(moved.status).toBe(409);
  });

  test('POST 400 naming the fields (negative, fractional cents, missing date or version), 404 team, 403', async () => {
    const bad = await retrib.post(api.retrib.setCalendar, {
      teamId: 1,
      priceWaypoint: -1,
      priceKm: 1.5,
      priceDay: 100,
      extra: 0,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['priceKm', 'priceWaypoint']);
    const noDate = await retrib.post(api.retrib.setCalendar, {
      teamId: 1,
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 100,
      extra: 0,
    });
    expect(noDate.status).toBe(400);
    expect(fieldNames(noDate)).toEqual(['date']);
    const noVersion = await retrib.post(api.retrib.setCalendar, {
      id: 1,
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 100,
      extra: 0,
    });
    expect(fieldNames(noVersion)).toEqual(['version']);
    const team = await retrib.post(api.retrib.setCalendar, {
      teamId: 99999,
      date: '2026-01-01',
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 1,
      extra: 0,
    });
    expect(team.status).toBe(404);
    expect(team.body.error.fields).toHaveProperty('teamId');
    expect(
      (
        await workers.post(api.retrib.setCalendar, {
          teamId: 1,
          date: '2026-01-01',
          priceWaypoint: 1,
          priceKm: 1,
          priceDay: 1,
          extra: 0,
        })
      ).status,
    ).toBe(403);
  });
});
