import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { planWeek } from '../../../src/domain/applyWeek';
import { parisInstant } from '../../../src/domain/dates';
import { t, regular, useSeededApp } from './regularMissionsSetup';

useSeededApp();

describe('regularMissions: edits', () => {
  test('updateRegularMission: fields, the active toggle, 400, 404 and 409', async () => {
    const cur = (await regular.get(api.regularMissions.getRegularMission, {}, { id: 2 })).body.data;
    const upd = await regular.post(api.regularMissions.updateRegularMission, {
      id: 2,
      version: cur.version,
      name: 'Tournée test',
      weekdays: [5, 1, 3],
      startTime: '07:15',
      endTime: '09:45',
      expectedWaypoints: 9,
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({
      name: 'Tournée test',
      weekdays: [1, 3, 5],
      startTime: '07:15',
      endTime: '09:45',
      expectedWaypoints: 9,
      version: cur.version + 1,
    });
    const ev = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'regularMissions.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ev.summary).toBe(
      `Regular mission 2 "${cur.name}": name, weekdays, startTime, endTime, expectedWaypoints`,
    );

    const stale = await regular.post(api.regularMissions.updateRegularMission, {
      id: 2,
      version: cur.version,
      name: 'x',
    });
    expect(stale.status).toBe(409);
    const toggle = await regular.inject({
      method: 'POST',
      url: '/api/regularMissions/updateRegularMission?isActiveToggle=true',
      payload: { id: 2, version: cur.version + 1 },
    });
    expect(toggle.statusCode).toBe(200);
    expect(toggle.json().data).toMatchObject({ isActive: !cur.isActive, version: cur.version + 2 });
    const toggleWithFields = await regular.inject({
      method: 'POST',
      url: '/api/regularMissions/updateRegularMission?isActiveToggle=true',
      payload: { id: 2, version: cur.version + 2, name: 'y' },
    });
    expect(toggleWithFields.statusCode).toBe(400);
    expect(Object.keys(toggleWithFields.json().error.fields)).toEqual(['name']);

    const bad = await regular.postUnchecked(api.regularMissions.updateRegularMission, {
      id: 2,
      version: 1,
      weekdays: [0, 8],
      startTime: '25:00',
      other: 1,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['startTime']));
    const reversed = await regular.post(api.regularMissions.updateRegularMission, {
      id: 2,
      version: cur.version + 2,
      startTime: '10:00',
      endTime: '09:00',
    });
    expect(reversed.status).toBe(400);
    expect(fieldNames(reversed)).toEqual(['endTime']);
    expect(
      (await regular.post(api.regularMissions.updateRegularMission, { id: 9_999_999, version: 1, name: 'z' }))
        .status,
    ).toBe(404);
  });
});

describe('domain/applyWeek: the skip reasons', () => {
  test('no worker, inactive worker, closed client, beyond the limit, and the day paid once', () => {
    const base = { name: 'M', weekdays: [1], startMin: 480, endMin: 540, waypoints: 1, km: 1 };
    const open = { id: 9, name: 'C', open: true };
    const worker = (id: number, active = true) => ({
      id,
      shortCode: `W-${id}`,
      name: 'W',
      active,
      teamId: 1,
    });
    const plan = planWeek({
      weekStart: '2026-04-06',
      missions: [
        { ...base, id: 1, client: open, worker: null },
        { ...base, id: 2, client: open, worker: worker(2, false) },
        { ...base, id: 3, client: { ...open, open: false }, worker: worker(3) },
        { ...base, id: 6, client: { ...open, recovery: 'Client C is in recovery' }, worker: worker(6) },
        { ...base, id: 4, client: open, worker: worker(4) },
        { ...base, id: 5, client: open, worker: worker(4), startMin: 600, endMin: 660 },
      ],
      existing: [],
      applied: new Set(),
      lastDate: '2026-12-31',
      priceOf: () => null,
      ratesOf: () => ({ day: 1000, waypoint: 10, km: 1, extra: 5 }),
      instant: (date, minutes) => parisInstant(date, minutes).getTime(),
    });
    expect(plan.skipped.map((s) => [s.regularMissionId, s.reason])).toEqual([
      [1, 'no_worker'],
      [2, 'inactive_worker'],
      [3, 'closed_client'],
      [6, 'client_in_recovery'],
    ]);
    expect(plan.skipped.find((s) => s.regularMissionId === 6)?.message).toBe('Client C is in recovery');
    // Mission 4 pays the day: 1000 + 10 + 1 + 5; mission 5, same worker and day: 10 + 1. The
    // client has no price list: no price (the run's rule), never 0.
    expect(plan.lines.map((l) => [l.regularMissionId, l.courierPay, l.clientPrice])).toEqual([
      [4, 1016, null],
      [5, 11, null],
    ]);
    expect(plan.totals).toMatchObject({ clientPrice: 0, unpriced: 2 });
    const late = planWeek({
      weekStart: '2026-04-06',
      missions: [{ ...base, id: 4, client: open, worker: worker(4) }],
      existing: [],
      applied: new Set(),
      lastDate: '2026-04-05',
      priceOf: () => null,
      ratesOf: () => ({ day: 0, waypoint: 0, km: 0, extra: 0 }),
      instant: (date, minutes) => parisInstant(date, minutes).getTime(),
    });
    expect(late.skipped.map((s) => s.reason)).toEqual(['beyond_limit']);
  });
});
