import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let settings: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
});
afterAll(() => t.close());

describe('adminEvents/getAdminEvents: target and date filters', () => {
  test("a settings change is found by its target, its user and today's date", async () => {
    const brand = await settings.post(api.settings.addVehicleBrand, { name: 'Marque Audit' });
    expect(brand.status).toBe(200);
    const id = String(brand.body.data.id);
    await settings.post(api.settings.updateVehicleBrand, { id: brand.body.data.id, version: 1, code: 'MA' });
    const me = await t.db
      .selectFrom('staff_users')
      .select('id')
      .where('login', '=', 'settings')
      .executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    const res = await settings.get(api.adminEvents.getAdminEvents, {
      targetType: 'vehicle_brand',
      targetId: id,
      user: me.id,
      dateFrom: today,
      dateTo: today,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((e) => [e.action, e.summary])).toEqual([
      ['vehicleBrands.update', 'Vehicle brand "Marque Audit": code — → MA'],
      ['vehicleBrands.add', 'Added vehicle brand "Marque Audit"'],
    ]);
    expect(res.body.data).toMatchObject({ total: 2, totalIsLowerBound: false });
    const byType = await settings.get(api.adminEvents.getAdminEvents, { targetType: 'vehicle_brand' });
    expectEvery(byType.body.data.items, (e) => e.targetType === 'vehicle_brand');
    const yesterday = await settings.get(api.adminEvents.getAdminEvents, {
      targetType: 'vehicle_brand',
      targetId: id,
      dateTo: '2020-01-01',
    });
    expect(yesterday.body.data.items).toEqual([]);
  });

  test('bad filters are 400 naming them', async () => {
    const bad = await settings.getUnchecked(api.adminEvents.getAdminEvents, {
      dateFrom: '2026-13-01',
      targetType: 'x'.repeat(60),
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['dateFrom', 'targetType']);
  });

  test('an event written straight in the database shows in the next read, also one committed after a higher id', async () => {
    const first = await settings.get(api.adminEvents.getAdminEvents, { action: 'test.elsewhere' });
    expect(first.body.data.total).toBe(0);
    // Two ids taken in order; the higher one commits first (as two API processes may on PostgreSQL).
    const { rows } = await sql<{ id: string }>`select nextval('admin_events_id_seq')::text as id
      union all select nextval('admin_events_id_seq')::text`.execute(t.db);
    const [low, high] = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    await sql`insert into admin_events (id, action, target_type, target_id, summary)
      values (${high}, 'test.elsewhere', 'setting', 'b', 'second')`.execute(t.db);
    const one = await settings.get(api.adminEvents.getAdminEvents, { action: 'test.elsewhere' });
    expect(one.body.data.items.map((e) => e.summary)).toEqual(['second']);
    await sql`insert into admin_events (id, at, action, target_type, target_id, summary)
      values (${low}, now() - interval '1 minute', 'test.elsewhere', 'setting', 'a', 'first')`.execute(t.db);
    const both = await settings.get(api.adminEvents.getAdminEvents, { action: 'test.elsewhere' });
    expect(both.body.data.items.map((e) => e.summary)).toEqual(['second', 'first']);
    const byTarget = await settings.get(api.adminEvents.getAdminEvents, { targetType: 'setting', targetId: 'a' });
    expect(byTarget.body.data.items.map((e) => e.summary)).toEqual(['first']);
  });
  test("an author's new login shows on their events at the next read (the held logins follow staff_users)", async () => {
    await settings.post(api.settings.addVehicleBrand, { name: 'Marque Login' });
    const before = await settings.get(api.adminEvents.getAdminEvents, { action: 'vehicleBrands.add', pageSize: 1 });
    expect(before.body.data.items.map((e) => [e.summary, e.userLogin])).toEqual([
      ['Added vehicle brand "Marque Login"', 'settings'],
    ]);
    await sql`update staff_users set login = 'settings-renamed' where login = 'settings'`.execute(t.db);
    try {
      const after = await settings.get(api.adminEvents.getAdminEvents, { action: 'vehicleBrands.add', pageSize: 1 });
      expect(after.body.data.items.map((e) => [e.summary, e.userLogin])).toEqual([
        ['Added vehicle brand "Marque Login"', 'settings-renamed'],
      ]);
    } finally {
      await sql`update staff_users set login = 'settings' where login = 'settings-renamed'`.execute(t.db);
    }
  });
});
