import { sql } from 'kysely';
import type { z } from 'zod';
import { api } from '../../src/shared';
import { seededTestApp, type SignedIn, type TestApp } from '../helpers/testApp';

/**
 * Every answer stays inside its documented types, whatever the callers stored within the input
 * bounds: the apply-week preview, at the largest pay rates and the largest mission the API
 * accepts, answers `courierPay` within its documented maximum. In the tests every answer is
 * checked against the contract (http/serializer.ts), so a figure over its maximum is a 500.
 */

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await seededTestApp();
  admin = await t.injectAs('admin');
});
afterAll(() => t.close());

const maxOf = (schema: unknown) => {
  let s = schema as z.ZodType & { maxValue?: number | null; unwrap?: () => z.ZodType };
  while (s.maxValue === undefined && s.unwrap) s = s.unwrap() as typeof s;
  return s.maxValue as number;
};
const shapeOf = (schema: unknown) => (schema as z.ZodObject).shape;

test('the apply-week preview at the largest rates and mission the API accepts answers within its types', async () => {
  const WEEK = '2026-04-06';
  const worker = await t.db
    .selectFrom('workers')
    .select(['id', 'team_id'])
    .where('activity_status', '=', 'active')
    .orderBy('id')
    .offset(10)
    .executeTakeFirstOrThrow();
  const client = await t.db
    .selectFrom('clients')
    .select('id')
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .offset(20)
    .executeTakeFirstOrThrow();

  // The team's pay rates at the most the API accepts.
  const rates = shapeOf(api.retrib.updateTeamConfig.body);
  const amounts = {
    waypointAmount: maxOf(rates.waypointAmount),
    kmAmount: maxOf(rates.kmAmount),
    dailyAmount: maxOf(rates.dailyAmount),
    extra: maxOf(rates.extra),
  };
  const config = await t.db
    .selectFrom('team_configs')
    .select(['id', 'version'])
    .where('team_id', '=', worker.team_id)
    .executeTakeFirst();
  const setRates = await admin.post(
    api.retrib.updateTeamConfig,
    config ? { id: config.id, version: config.version, ...amounts } : { teamId: worker.team_id, ...amounts },
  );
  expect(setRates.status).toBe(200);
  await t.db
    .deleteFrom('retrib_calendar_entries')
    .where('team_id', '=', worker.team_id)
    .where('date', '>=', WEEK)
    .where('date', '<=', '2026-04-12')
    .execute();

  // A mission every day of the week, as large as the API accepts.
  const rm = await sql<{ id: number; version: number }>`insert into regular_missions
      (client_id, name, weekdays, start_time, end_time, expected_waypoints, expected_km, worker_id)
      values (${client.id}, 'Mission at the bounds', '{1,2,3,4,5,6,7}', '08:00', '10:00', 1, 1, ${worker.id})
      returning id, version`.execute(t.db);
  const mission = shapeOf(api.regularMissions.updateRegularMission.body);
  const setMission = await admin.post(api.regularMissions.updateRegularMission, {
    id: rm.rows[0].id,
    version: rm.rows[0].version,
    expectedWaypoints: maxOf(mission.expectedWaypoints),
    expectedKm: maxOf(mission.expectedKm),
  });
  expect(setMission.status).toBe(200);

  const preview = await admin.post(api.regularMissions.previewApplyWeek, {
    weekStart: WEEK,
    regularMissionIds: [rm.rows[0].id],
  });
  expect({ status: preview.status, error: preview.body.error }).toEqual({ status: 200, error: undefined });
  const line = shapeOf((shapeOf(api.regularMissions.previewApplyWeek.response).lines as z.ZodArray).element);
  expect(preview.body.data.lines.length).toBeGreaterThan(0);
  for (const l of preview.body.data.lines) expect(l.courierPay).toBeLessThanOrEqual(maxOf(line.courierPay));
});
