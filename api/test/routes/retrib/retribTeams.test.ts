import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { addCalendarEntry, newTeam, setTeamConfig } from './fixtures';
import { todayInParis } from '../../../src/domain/dates';
import { t, retrib, workers, clients, useSeededApp } from './retribSetup';

useSeededApp();

describe('retrib/getTeamList', () => {
  test('teams with their configuration and active workers; 400 bad status; 403 without the role', async () => {
    const res = await retrib.get(api.retrib.getTeamList);
    expect(res.status).toBe(200);
    const seeded = await t.db.selectFrom('team_configs').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const row = res.body.data.find((r) => r.id === seeded.team_id)!;
    expect(row.config).toMatchObject({
      id: seeded.id,
      waypointAmount: seeded.waypoint_amount,
      kmAmount: seeded.km_amount,
      dailyAmount: seeded.daily_amount,
      extra: seeded.extra,
      version: seeded.version,
    });
    const active = await t.db
      .selectFrom('workers')
      .select('id')
      .where('team_id', '=', seeded.team_id)
      .where('activity_status', '=', 'active')
      .execute();
    expect(row.workers).toBe(active.length);
    expect((await retrib.get(api.retrib.getTeamList, { activityStatus: 'x' })).status).toBe(400);
    expect((await workers.get(api.retrib.getTeamList)).status).toBe(403);
  });
});

describe('retrib/getServicesAndOptions', () => {
  test('amounts in cents, filter by kind; 400; 403', async () => {
    const res = await retrib.get(api.retrib.getServicesAndOptions, { activityStatus: 'all' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expectEvery(res.body.data, (s) => Number.isInteger(s.amount) && s.amount >= 0);
    const options = await retrib.get(api.retrib.getServicesAndOptions, {
      activityStatus: 'all',
      kind: 'option',
    });
    expectEvery(options.body.data, (s) => s.kind === 'option');
    // The filter left something out: the unfiltered list has services too.
    expect(res.body.data.some((s) => s.kind === 'service')).toBe(true);
    const bad = await retrib.get(api.retrib.getServicesAndOptions, { kind: 'bonus' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('kind');
    expect((await clients.get(api.retrib.getServicesAndOptions)).status).toBe(403);
  });
});

describe('retrib/updateTeamConfig', () => {
  test('edits the amounts with the version; 409 when stale; admin event; 404 unknown', async () => {
    const teamId = await newTeam(t.db, 'Config team', { waypoint: 100, km: 20, day: 5000, extra: 0 });
    const config = await t.db
      .selectFrom('team_configs')
      .selectAll()
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    const body = {
      id: config.id,
      version: config.version,
      waypointAmount: 175,
      kmAmount: 35,
      dailyAmount: 6500,
      extra: 250,
    };
    const res = await retrib.post(api.retrib.updateTeamConfig, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: config.id,
      teamId,
      waypointAmount: 175,
      kmAmount: 35,
      dailyAmount: 6500,
      extra: 250,
      version: config.version + 1,
    });
    const stale = await retrib.post(api.retrib.updateTeamConfig, { ...body, dailyAmount: 1 });
    expect(stale.status).toBe(409);
    expect(
      (
        await t.db
          .selectFrom('team_configs')
          .select('daily_amount')
          .where('id', '=', config.id)
          .executeTakeFirstOrThrow()
      ).daily_amount,
    ).toBe(6500);
    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'retrib.updateTeamConfig')
      .where('target_id', '=', String(teamId))
      .execute();
    expect(admin).toHaveLength(1);
    expect((await retrib.post(api.retrib.updateTeamConfig, { ...body, id: 99999 })).status).toBe(404);
  });

  test('a team without configuration gets one with teamId (no id); a second is a 409', async () => {
    const teamId = await newTeam(t.db, 'Unconfigured team');
    const body = { teamId, waypointAmount: 100, kmAmount: 10, dailyAmount: 5000, extra: 0 };
    const res = await retrib.post(api.retrib.updateTeamConfig, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...body, version: 1 });
    expect((await retrib.post(api.retrib.updateTeamConfig, body)).status).toBe(409);
  });

  test('400 naming the fields, 403 without the role', async () => {
    const bad = await retrib.postUnchecked(api.retrib.updateTeamConfig, {
      id: 1,
      version: 1,
      waypointAmount: -5,
      kmAmount: 'ten',
      dailyAmount: 1.25,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['dailyAmount', 'extra', 'kmAmount', 'waypointAmount']);
    const noVersion = await retrib.post(api.retrib.updateTeamConfig, {
      id: 1,
      waypointAmount: 1,
      kmAmount: 1,
      dailyAmount: 1,
      extra: 1,
    });
    expect(fieldNames(noVersion)).toEqual(['version']);
    expect(
      (
        await clients.post(api.retrib.updateTeamConfig, {
          id: 1,
          version: 1,
          waypointAmount: 1,
          kmAmount: 1,
          dailyAmount: 1,
          extra: 1,
        })
      ).status,
    ).toBe(403);
  });
});

describe('retrib/previewPay', () => {
  test('config on an ordinary date, the calendar entry on its date, exact cents with the breakdown', async () => {
    const teamId = await newTeam(t.db, 'Preview team', { waypoint: 150, km: 30, day: 6000, extra: 500 });
    await addCalendarEntry(t.db, teamId, '2026-03-03', { waypoint: 200, km: 40, day: 7000, extra: 0 });

    const plain = await retrib.get(api.retrib.previewPay, {
      teamId,
      date: '2026-03-02',
      waypoints: 18,
      km: 45,
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual({
      teamId,
      date: '2026-03-02',
      waypoints: 18,
      km: 45,
      source: 'config',
      calendarEntryId: null,
      rates: { waypoint: 150, km: 30, day: 6000, extra: 500 },
      breakdown: { day: 6000, waypoints: 2700, km: 1350, extra: 500 },
      total: 10550,
    });
    const special = await retrib.get(api.retrib.previewPay, {
      teamId,
      date: '2026-03-03',
      waypoints: 7,
      km: 20,
    });
    expect(special.body.data).toMatchObject({
      source: 'calendar',
      rates: { waypoint: 200, km: 40, day: 7000, extra: 0 },
      breakdown: { day: 7000, waypoints: 1400, km: 800, extra: 0 },
      total: 9200,
    });

    // Changing the config through the API changes the preview of ordinary dates from today on; an
    // earlier date keeps the amounts it had (docs/product.md#pay-history).
    await setTeamConfig(retrib, t.db, teamId, { waypoint: 160, km: 30, day: 6000, extra: 500 });
    expect(
      (await retrib.get(api.retrib.previewPay, { teamId, date: '2026-03-02', waypoints: 18, km: 45 })).body
        .data.total,
    ).toBe(10550);
    expect(
      (await retrib.get(api.retrib.previewPay, { teamId, date: todayInParis(), waypoints: 18, km: 45 })).body
        .data.total,
    ).toBe(10730);
    expect(
      (await retrib.get(api.retrib.previewPay, { teamId, date: '2026-03-03', waypoints: 7, km: 20 })).body
        .data.total,
    ).toBe(9200);

    const none = await retrib.get(api.retrib.previewPay, {
      teamId: await newTeam(t.db, 'No config'),
      date: '2026-03-02',
      waypoints: 3,
    });
    expect(none.body.data).toMatchObject({ source: 'none', total: 0, km: 0 });
  });

  test('400 naming the fields, 404 unknown team, 403 without the role', async () => {
    const bad = await retrib.get(api.retrib.previewPay, { teamId: 1, date: '2026-02-30', waypoints: -1 });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['date', 'waypoints']);
    expect((await retrib.get(api.retrib.previewPay, { teamId: 99999, date: '2026-03-02' })).status).toBe(404);
    expect((await workers.get(api.retrib.previewPay, { teamId: 1, date: '2026-03-02' })).status).toBe(403);
  });
});
