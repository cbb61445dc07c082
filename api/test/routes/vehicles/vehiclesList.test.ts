import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { SEED_TODAY } from '../../helpers/testApp';
import { t, vehicles, workers, clients, freeVehicle, useSeededApp } from './vehiclesSetup';

useSeededApp();

/**
 * Runs `body` with the process's clock (Date only; timers stay real) on the seed's day,
 * 2026-06-15 in Paris, so that the contract flags the server computes from "today" can be
 * written out.
 */
async function onSeedDay<T>(body: () => Promise<T>): Promise<T> {
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
  try {
    return await body();
  } finally {
    jest.useRealTimers();
  }
}

describe('vehicles/getVehicles', () => {
  test('active by default, with attributes and driver', async () => {
    const res = await vehicles.get(api.vehicles.getVehicles);
    expect(res.status).toBe(200);
    const active = await t.db
      .selectFrom('vehicles')
      .select('id')
      .where('activity_status', '=', 'active')
      .execute();
    expect(res.body.data).toHaveLength(active.length);
    const all = await vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all' });
    expect(all.body.data.length).toBeGreaterThan(res.body.data.length);
    const row = res.body.data.find((v) => v.model !== null)!;
    expect(row.brand).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(res.body.data.some((v) => v.worker !== null)).toBe(true);
  });

  test('the contract flags count from today in Paris: ending within 30 days, or ended', async () => {
    const all = await onSeedDay(() => vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all' }));
    expect(all.status).toBe(200);
    // Today is 2026-06-15: "soon" is 2026-06-15 to 2026-07-15 included, "ended" before 2026-06-15.
    const flags = (end: string | null) => ({
      contractEndingSoon: end !== null && end >= '2026-06-15' && end <= '2026-07-15',
      contractEnded: end !== null && end < '2026-06-15',
    });
    const wrong = all.body.data.filter(
      (v) =>
        v.contractEndingSoon !== flags(v.contractEndDate).contractEndingSoon ||
        v.contractEnded !== flags(v.contractEndDate).contractEnded,
    );
    expect(wrong).toEqual([]);
    // The seed has each case, so the rule above was applied to every one of them.
    expect(all.body.data.some((v) => v.contractEndingSoon)).toBe(true);
    expect(all.body.data.some((v) => v.contractEnded)).toBe(true);
    expect(
      all.body.data.some((v) => v.contractEndDate !== null && !v.contractEndingSoon && !v.contractEnded),
    ).toBe(true);
    expect(all.body.data.some((v) => v.contractEndDate === null)).toBe(true);
  });

  test('filters by attribute lists, contract ending soon and text', async () => {
    const v = await freeVehicle();
    const byType = await vehicles.get(api.vehicles.getVehicles, {
      typeIds: String(v.type_id),
      activityStatus: 'all',
    });
    expectEvery(byType.body.data, (r) => r.type.id === v.type_id);
    expect(byType.body.data.map((r) => r.id)).toContain(v.id);
    const two = await vehicles.get(api.vehicles.getVehicles, { stateIds: '1,2', activityStatus: 'all' });
    expectEvery(two.body.data, (r) => r.state && [1, 2].includes(r.state.id));

    const model = await t.db
      .selectFrom('vehicle_models')
      .selectAll()
      .where(
        'id',
        '=',
        (
          await t.db
            .selectFrom('vehicles')
            .select('model_id')
            .where('model_id', 'is not', null)
            .executeTakeFirstOrThrow()
        ).model_id!,
      )
      .executeTakeFirstOrThrow();
    const byBrand = await vehicles.get(api.vehicles.getVehicles, {
      brandIds: model.brand_id,
      activityStatus: 'all',
    });
    expect(byBrand.body.data.length).toBeGreaterThan(0);
    expectEvery(byBrand.body.data, (r) => r.brand?.id === model.brand_id);

    const [soon, everything] = await onSeedDay(async () => [
      await vehicles.get(api.vehicles.getVehicles, { contractEndingSoon: true, activityStatus: 'all' }),
      await vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all' }),
    ]);
    expectEvery(soon.body.data, (r) => r.contractEndingSoon);
    expect(soon.body.data.map((r) => r.id)).toEqual(
      everything.body.data.filter((r) => r.contractEndingSoon).map((r) => r.id),
    );
    const code = await vehicles.get(api.vehicles.getVehicles, { search: v.short_code.toLowerCase() });
    expect(code.body.data.map((r) => r.id)).toEqual([v.id]);
  });

  test('a change made straight in the database (another API process) shows in the next read', async () => {
    const v = await t.db
      .selectFrom('vehicles')
      .select(['id', 'short_code', 'type_id'])
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const type = await t.db
      .selectFrom('vehicle_types')
      .select('name')
      .where('id', '=', v.type_id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('vehicle_types')
      .set({ name: 'Renamed elsewhere' })
      .where('id', '=', v.type_id)
      .execute();
    try {
      const listed = await vehicles.get(api.vehicles.getVehicles, { search: v.short_code });
      expect(listed.body.data.map((r) => [r.id, r.type.name])).toEqual([[v.id, 'Renamed elsewhere']]);
    } finally {
      await t.db.updateTable('vehicle_types').set({ name: type.name }).where('id', '=', v.type_id).execute();
    }
    const restored = await vehicles.get(api.vehicles.getVehicles, { search: v.short_code });
    expect(restored.body.data.map((r) => r.type.name)).toEqual([type.name]);
  });

  test('a comment written straight in the database shows in the next vehicle page and comments page', async () => {
    const v = await t.db
      .selectFrom('vehicles')
      .select(['id', 'short_code'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await vehicles.get(api.vehicles.getVehicleComments, { vehicleId: v.id });
    expect(before.status).toBe(200);
    const inserted = await t.db
      .insertInto('vehicle_comments')
      .values({ vehicle_id: v.id, comment: 'Written elsewhere', at: new Date('2099-01-01T10:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const page = await vehicles.get(api.vehicles.getVehicleComments, { vehicleId: v.id });
      expect(page.body.data.total).toBe(before.body.data.total + 1);
      expect(page.body.data.items[0]).toMatchObject({
        id: inserted.id,
        comment: 'Written elsewhere',
        at: '2099-01-01T10:00:00.000Z',
      });
      const detail = await vehicles.get(api.vehicles.getVehicle, undefined, { id: v.short_code });
      expect(detail.body.data.commentsTotal).toBe(before.body.data.total + 1);
      expect(detail.body.data.comments[0].comment).toBe('Written elsewhere');
    } finally {
      await t.db.deleteFrom('vehicle_comments').where('id', '=', inserted.id).execute();
    }
    const after = await vehicles.get(api.vehicles.getVehicleComments, { vehicleId: v.id });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  test('400 naming the bad filters, 403 without the role', async () => {
    const bad = await vehicles.get(api.vehicles.getVehicles, { typeIds: 'a,b', activityStatus: 'gone' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'typeIds']);
    expect((await clients.get(api.vehicles.getVehicles)).status).toBe(403);
    expect((await workers.get(api.vehicles.getVehicles)).status).toBe(403);
  });
});

describe('vehicles reference lists', () => {
  test.each(
    [
      api.vehicles.getVehicleTypes,
      api.vehicles.getVehicleStates,
      api.vehicles.getVehicleContract,
      api.vehicles.getVehicleBrand,
      api.vehicles.getVehicleModel,
      api.vehicles.getFleetManager,
      api.vehicles.getVehicleSupplier,
    ].map((e) => [e.path, e] as const),
  )('%s: active by default, 400 on a bad status, 403 without the role', async (_path, list) => {
    const res = await vehicles.get(list);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expectEvery(res.body.data, (r) => r.activityStatus === 'active');
    const all = await vehicles.get(list, { activityStatus: 'all' });
    expect(all.body.data.length).toBeGreaterThanOrEqual(res.body.data.length);
    const bad = await vehicles.get(list, { activityStatus: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('activityStatus');
    expect((await clients.get(list)).status).toBe(403);
  });

  test('models of one brand', async () => {
    const brand = await t.db.selectFrom('vehicle_models').select('brand_id').executeTakeFirstOrThrow();
    const res = await vehicles.get(api.vehicles.getVehicleModel, {
      brand: brand.brand_id,
      activityStatus: 'all',
    });
    expect(res.body.data.length).toBeGreaterThan(0);
    expectEvery(res.body.data, (m) => m.brandId === brand.brand_id);
  });
});

describe('vehicles/addVehicle', () => {
  test('creates with an upper-case short code; a duplicate short code or plate is a 409', async () => {
    const type = await t.db.selectFrom('vehicle_types').select('id').executeTakeFirstOrThrow();
    const res = await onSeedDay(() =>
      vehicles.post(api.vehicles.addVehicle, {
        shortCode: 'vh-new-1',
        plate: 'ab-123-cd',
        typeId: type.id,
        // Ten days after the seed's day: ends soon.
        contractEndDate: '2026-06-25',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shortCode: 'VH-NEW-1',
      plate: 'AB-123-CD',
      version: 1,
      contractEndingSoon: true,
      worker: null,
      comments: [],
      assignments: [],
    });
    const admin = await t.db
      .selectFrom('admin_events')
      .select('action')
      .where('action', '=', 'vehicles.add')
      .execute();
    expect(admin).toHaveLength(1);

    const dup = await vehicles.post(api.vehicles.addVehicle, { shortCode: 'VH-NEW-1', typeId: type.id });
    expect(dup.status).toBe(409);
    const dupPlate = await vehicles.post(api.vehicles.addVehicle, {
      shortCode: 'VH-NEW-2',
      plate: 'AB-123-CD',
      typeId: type.id,
    });
    expect(dupPlate.status).toBe(409);
  });

  test('400 naming the fields, 404 naming an unknown reference, 403 without the role', async () => {
    const bad = await vehicles.postUnchecked(api.vehicles.addVehicle, { shortCode: '!', mileageKm: -3 });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['mileageKm', 'shortCode', 'typeId']);
    const unknown = await vehicles.post(api.vehicles.addVehicle, { shortCode: 'VH-X', typeId: 99999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.fields).toHaveProperty('typeId');
    expect((await clients.post(api.vehicles.addVehicle, { shortCode: 'VH-Y', typeId: 1 })).status).toBe(403);
  });
});
