import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { SEED_TODAY, seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { freeVehicles, freeWorkers } from '../workers/fixtures';

let t: TestApp;
let vehicles: SignedIn;
let workers: SignedIn;
let clients: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  vehicles = await t.injectAs('vehicles');
  workers = await t.injectAs('workers');
  clients = await t.injectAs('clients');
});
afterAll(() => t.close());

const freeVehicle = () => freeVehicles(t.db).executeTakeFirstOrThrow();
const freeWorker = () => freeWorkers(t.db).executeTakeFirstOrThrow();

/**
 * Runs `body` with the process's clock (Date only; timers stay real) on the seed's day,
 * 2026-06-15 in Paris, so that the contract flags the server computes from "today" can be
 * written out.
 */
async function onSeedDay<T>(body: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    now: SEED_TODAY,
    advanceTimers: true,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  try {
    return await body();
  } finally {
    jest.useRealTimers();
  }
}

/** The first open assignment, and its vehicle. */
async function drivenVehicle() {
  const a = await t.db
    .selectFrom('vehicle_assignments')
    .selectAll()
    .where('ended_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const v = await t.db
    .selectFrom('vehicles')
    .selectAll()
    .where('id', '=', a.vehicle_id)
    .executeTakeFirstOrThrow();
  return { a, v };
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
    expect(all.body.data.some((v) => v.contractEndDate !== null && !v.contractEndingSoon && !v.contractEnded)).toBe(true);
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
    const type = await t.db.selectFrom('vehicle_types').select('name').where('id', '=', v.type_id).executeTakeFirstOrThrow();
    await t.db.updateTable('vehicle_types').set({ name: 'Renamed elsewhere' }).where('id', '=', v.type_id).execute();
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
    const v = await t.db.selectFrom('vehicles').select(['id', 'short_code']).orderBy('id', 'desc').executeTakeFirstOrThrow();
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
      expect(page.body.data.items[0]).toMatchObject({ id: inserted.id, comment: 'Written elsewhere', at: '2099-01-01T10:00:00.000Z' });
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

describe('vehicles/{id} and vehicles/updateVehicleData', () => {
  test('detail by id or short code with comments and assignment history; 404; 403', async () => {
    const { a, v } = await drivenVehicle();
    const res = await vehicles.get(api.vehicles.getVehicle, {}, { id: v.short_code.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: v.id,
      shortCode: v.short_code,
      version: v.version,
      worker: { id: a.worker_id },
    });
    expect(res.body.data.assignments[0]).toMatchObject({ worker: { id: a.worker_id }, endedAt: null });
    expect((await vehicles.get(api.vehicles.getVehicle, {}, { id: v.id })).body.data.id).toBe(v.id);
    expect((await vehicles.get(api.vehicles.getVehicle, {}, { id: 'NOPE-1' })).status).toBe(404);
    expect((await vehicles.get(api.vehicles.getVehicle, {}, { id: '99999' })).status).toBe(404);
    expect((await clients.get(api.vehicles.getVehicle, {}, { id: v.id })).status).toBe(403);
  });

  test('the detail carries the newest 20 comments and assignments with their totals; older ones come a page at a time', async () => {
    // A vehicle the other tests leave alone (they take the first ones).
    const v = await t.db.selectFrom('vehicles').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    for (let i = 1; i <= 23; i++) {
      const added = await vehicles.post(api.vehicles.addComment, { comment: `History note ${i}`, vehicleShortCodes: [v.short_code] });
      expect(added.status).toBe(200);
    }
    const detail = (await vehicles.get(api.vehicles.getVehicle, {}, { id: v.id })).body.data;
    expect(detail.commentsTotal).toBe(23);
    expect(detail.comments).toHaveLength(20);
    expect(detail.comments[0].comment).toBe('History note 23');
    expect(detail.comments[19].comment).toBe('History note 4');
    const assignments = await t.db.selectFrom('vehicle_assignments').select('id').where('vehicle_id', '=', v.id).execute();
    expect(detail.assignmentsTotal).toBe(assignments.length);

    const older = await vehicles.get(api.vehicles.getVehicleComments, { vehicleId: v.id, page: 2, pageSize: 20 });
    expect(older.status).toBe(200);
    expect(older.body.data.total).toBe(23);
    expect(older.body.data.items.map((c) => c.comment)).toEqual(['History note 3', 'History note 2', 'History note 1']);

    const { a, v: driven } = await drivenVehicle();
    const history = await vehicles.get(api.vehicles.getVehicleAssignments, { vehicleId: driven.id });
    expect(history.body.data.items[0]).toMatchObject({ id: a.id, worker: { id: a.worker_id }, endedAt: null });
    expect(history.body.data.pageSize).toBe(20);

    const unknown = await vehicles.get(api.vehicles.getVehicleComments, { vehicleId: 99999 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['vehicleId']);
    expect(fieldNames(await vehicles.getUnchecked(api.vehicles.getVehicleAssignments, {}))).toEqual(['vehicleId']);
    expect((await clients.get(api.vehicles.getVehicleAssignments, { vehicleId: v.id })).status).toBe(403);
  });

  test('edits carry the version: 409 when stale; an admin event is written', async () => {
    const v = await freeVehicle();
    const state = await t.db
      .selectFrom('vehicle_states')
      .select('id')
      .where('id', '<>', v.state_id ?? 0)
      .executeTakeFirstOrThrow();
    const ok = await vehicles.post(api.vehicles.updateVehicleData, {
      id: v.id,
      version: v.version,
      stateId: state.id,
      mileageKm: 1234,
      comment: 'Révisé',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      version: v.version + 1,
      state: { id: state.id },
      mileageKm: 1234,
      comment: 'Révisé',
    });
    const stale = await vehicles.post(api.vehicles.updateVehicleData, {
      id: v.id,
      version: v.version,
      mileageKm: 1,
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await t.db
          .selectFrom('vehicles')
          .select('mileage_km')
          .where('id', '=', v.id)
          .executeTakeFirstOrThrow()
      ).mileage_km,
    ).toBe(1234);
    const events = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'vehicles.update')
      .where('target_id', '=', String(v.id))
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0].summary).toContain('mileageKm');
  });

  test('a duplicate short code is a 409; unknown ids 404; bad fields 400; 403', async () => {
    const v = await freeVehicle();
    const other = await t.db
      .selectFrom('vehicles')
      .select('short_code')
      .where('id', '<>', v.id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await vehicles.post(api.vehicles.updateVehicleData, {
          id: v.id,
          version: v.version,
          shortCode: other.short_code,
        })
      ).status,
    ).toBe(409);
    expect(
      (await vehicles.post(api.vehicles.updateVehicleData, { id: 99999, version: 1, mileageKm: 1 })).status,
    ).toBe(404);
    const ref = await vehicles.post(api.vehicles.updateVehicleData, {
      id: v.id,
      version: v.version,
      modelId: 99999,
    });
    expect(ref.status).toBe(404);
    expect(ref.body.error.fields).toHaveProperty('modelId');
    const bad = await vehicles.postUnchecked(api.vehicles.updateVehicleData, {
      id: v.id,
      contractEndDate: '2026-13-45',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['contractEndDate', 'version']);
    expect((await clients.post(api.vehicles.updateVehicleData, { id: v.id, version: v.version })).status).toBe(
      403,
    );
  });

  test('a vehicle with a driver cannot be made inactive', async () => {
    const { v } = await drivenVehicle();
    const res = await vehicles.post(api.vehicles.updateVehicleData, {
      id: v.id,
      version: v.version,
      activityStatus: 'inactive',
    });
    expect(res.status).toBe(409);
  });
});

describe('vehicles/addComment', () => {
  test('one comment on several vehicles; the detail shows it', async () => {
    const three = await t.db
      .selectFrom('vehicles')
      .select(['id', 'short_code'])
      .orderBy('id')
      .limit(3)
      .execute();
    const res = await vehicles.post(api.vehicles.addComment, {
      comment: 'Contrôle technique le 12',
      vehicleShortCodes: three.map((v) => v.short_code.toLowerCase()),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(3);
    expect(
      res.body.data.comments.map((c) => c.vehicleShortCode).sort(),
    ).toEqual(three.map((v) => v.short_code).sort());
    const detail = await vehicles.get(api.vehicles.getVehicle, {}, { id: three[0].id });
    expect(detail.body.data.comments[0]).toMatchObject({
      comment: 'Contrôle technique le 12',
      userName: 'Vehicles Demo',
    });
    const admin = await t.db
      .selectFrom('admin_events')
      .select('target_id')
      .where('action', '=', 'vehicles.addComment')
      .where('target_id', 'in', three.map((v) => String(v.id)))
      .execute();
    expect(admin.map((e) => e.target_id).sort()).toEqual(three.map((v) => String(v.id)).sort());
  });

  test('all or nothing: an unknown short code is a 404 naming it, and nothing is written', async () => {
    const before = await t.db
      .selectFrom('vehicle_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const v = await t.db.selectFrom('vehicles').select('short_code').executeTakeFirstOrThrow();
    const res = await vehicles.post(api.vehicles.addComment, {
      comment: 'x',
      vehicleShortCodes: [v.short_code, 'GHOST-1'],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain('GHOST-1');
    expect(res.body.error.fields).toHaveProperty('vehicleShortCodes');
    const after = await t.db
      .selectFrom('vehicle_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('400 naming the fields, 403 without the role', async () => {
    const bad = await vehicles.post(api.vehicles.addComment, { comment: '  ', vehicleShortCodes: [] });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['comment', 'vehicleShortCodes']);
    expect(
      (await clients.post(api.vehicles.addComment, { comment: 'x', vehicleShortCodes: ['VH-0001'] })).status,
    ).toBe(403);
  });
});

describe('vehicles/assignVehicle and vehicles/dissociateVehicle', () => {
  /** The vehicle's version now (assigning and dissociating bump it). */
  const versionOf = async (vehicleId: number) =>
    (
      await t.db
        .selectFrom('vehicles')
        .select('version')
        .where('id', '=', vehicleId)
        .executeTakeFirstOrThrow()
    ).version;

  test('assign, refuse a second driver or a second vehicle, dissociate keeping the history', async () => {
    const v = await freeVehicle();
    const w = await freeWorker();
    expect(
      (await vehicles.get(api.vehicles.getVehicles, { search: v.short_code })).body.data[0].worker,
    ).toBeNull();
    const res = await vehicles.post(api.vehicles.assignVehicle, {
      vehicleId: v.id,
      workerId: w.id,
      version: v.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      vehicleId: v.id,
      worker: { id: w.id },
      endedAt: null,
      startedBy: 'Vehicles Demo',
      vehicleVersion: v.version + 1,
    });
    expect(await versionOf(v.id)).toBe(v.version + 1);

    // One worker per vehicle...
    const other = await freeWorker();
    const second = await vehicles.post(api.vehicles.assignVehicle, {
      vehicleId: v.id,
      workerId: other.id,
      version: v.version + 1,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toContain('dissociate it first');
    // ...and one vehicle per worker.
    const otherVehicle = await freeVehicle();
    const twice = await vehicles.post(api.vehicles.assignVehicle, {
      vehicleId: otherVehicle.id,
      workerId: w.id,
      version: otherVehicle.version,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toContain(v.short_code);
    // Refusals change nothing, the version included.
    expect(await versionOf(v.id)).toBe(v.version + 1);
    expect(await versionOf(otherVehicle.id)).toBe(otherVehicle.version);

    // The list shows the new driver at once, and the worker's page shows the vehicle.
    const listed = await vehicles.get(api.vehicles.getVehicles, { search: v.short_code });
    expect(listed.body.data[0].worker).toMatchObject({ id: w.id });
    expect((await workers.get(api.workers.getWorker, {}, { id: w.id })).body.data.vehicle).toMatchObject({
      id: v.id,
      shortCode: v.short_code,
    });
    // The detail gives the version the next change must carry.
    expect((await vehicles.get(api.vehicles.getVehicle, {}, { id: v.id })).body.data.version).toBe(v.version + 1);

    const wrong = await vehicles.post(api.vehicles.dissociateVehicle, {
      vehicleId: v.id,
      workerId: other.id,
      version: v.version + 1,
    });
    expect(wrong.status).toBe(409);
    const off = await vehicles.post(api.vehicles.dissociateVehicle, {
      vehicleId: v.id,
      workerId: w.id,
      version: v.version + 1,
    });
    expect(off.status).toBe(200);
    expect(off.body.data.endedAt).not.toBeNull();
    expect(off.body.data.endedBy).toBe('Vehicles Demo');
    expect(off.body.data.vehicleVersion).toBe(v.version + 2);
    const again = await vehicles.post(api.vehicles.dissociateVehicle, {
      vehicleId: v.id,
      workerId: w.id,
      version: v.version + 2,
    });
    expect(again.status).toBe(409);

    const detail = await vehicles.get(api.vehicles.getVehicle, {}, { id: v.id });
    expect(detail.body.data.worker).toBeNull();
    expect(detail.body.data.version).toBe(v.version + 2);
    expect(detail.body.data.assignments[0]).toMatchObject({
      id: res.body.data.id,
      endedAt: off.body.data.endedAt,
    });
    const kinds = (
      await t.db.selectFrom('worker_events').select('kind').where('worker_id', '=', w.id).execute()
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['vehicle_assigned', 'vehicle_dissociated']));
    // Free again: the vehicle can go to the other worker.
    expect(
      (
        await vehicles.post(api.vehicles.assignVehicle, {
          vehicleId: v.id,
          workerId: other.id,
          version: v.version + 2,
        })
      ).status,
    ).toBe(200);
  });

  test('a stale version is a 409 and changes nothing: neither the assignment, nor the trails, nor the version', async () => {
    const v = await freeVehicle();
    const w = await freeWorker();
    // Someone else edits the vehicle after this caller read it.
    const edit = await vehicles.post(api.vehicles.updateVehicleData, {
      id: v.id,
      version: v.version,
      mileageKm: 4242,
    });
    expect(edit.status).toBe(200);
    const events = async () =>
      (await t.db.selectFrom('worker_events').select('id').where('worker_id', '=', w.id).execute()).length;
    const eventsBefore = await events();
    const assignments = () =>
      t.db
        .selectFrom('vehicle_assignments')
        .selectAll()
        .where('vehicle_id', '=', v.id)
        .orderBy('id')
        .execute();
    const history = await assignments();

    const stale = await vehicles.post(api.vehicles.assignVehicle, {
      vehicleId: v.id,
      workerId: w.id,
      version: v.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    expect(stale.body.error.message).toMatch(/changed by someone else/);
    expect(await assignments()).toEqual(history);
    expect(await versionOf(v.id)).toBe(v.version + 1);
    expect(await events()).toBe(eventsBefore);

    // With the version as it now is, the assignment goes through.
    const done = await vehicles.post(api.vehicles.assignVehicle, {
      vehicleId: v.id,
      workerId: w.id,
      version: v.version + 1,
    });
    expect(done.status).toBe(200);

    // Dissociating with the version read before the assignment: 409, the driver stays.
    const staleOff = await vehicles.post(api.vehicles.dissociateVehicle, {
      vehicleId: v.id,
      workerId: w.id,
      version: v.version + 1,
    });
    expect(staleOff.status).toBe(409);
    expect(staleOff.body.error.message).toMatch(/changed by someone else/);
    const after = await assignments();
    expect(after).toHaveLength(history.length + 1);
    expect(after.at(-1)).toMatchObject({ worker_id: w.id, ended_at: null });
    expect(await versionOf(v.id)).toBe(v.version + 2);
    expect(await events()).toBe(eventsBefore + 1);
  });

  test('two assignments of one vehicle at the same time: one wins, the other is a 409', async () => {
    const v = await freeVehicle();
    const free = await freeWorkers(t.db).limit(2).execute();
    const results = await Promise.all(
      free.map((w) =>
        vehicles.post(api.vehicles.assignVehicle, { vehicleId: v.id, workerId: w.id, version: v.version }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const open = await t.db
      .selectFrom('vehicle_assignments')
      .select('id')
      .where('vehicle_id', '=', v.id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
    expect(await versionOf(v.id)).toBe(v.version + 1);
  });

  test('inactive vehicle or worker: 409; unknown: 404 naming the field; bad body: 400; 403', async () => {
    const inactiveWorker = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'inactive')
      .executeTakeFirstOrThrow();
    const v = await freeVehicle();
    expect(
      (
        await vehicles.post(api.vehicles.assignVehicle, {
          vehicleId: v.id,
          workerId: inactiveWorker.id,
          version: v.version,
        })
      ).status,
    ).toBe(409);
    const unknownVehicle = await vehicles.post(api.vehicles.assignVehicle, {
      vehicleId: 99999,
      workerId: inactiveWorker.id,
      version: 1,
    });
    expect(unknownVehicle.status).toBe(404);
    expect(unknownVehicle.body.error.fields).toHaveProperty('vehicleId');
    const unknownWorker = await vehicles.post(api.vehicles.dissociateVehicle, {
      vehicleId: v.id,
      workerId: 99999,
      version: v.version,
    });
    expect(unknownWorker.status).toBe(404);
    expect(unknownWorker.body.error.fields).toHaveProperty('workerId');
    const bad = await vehicles.postUnchecked(api.vehicles.dissociateVehicle, { vehicleId: 'x' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['vehicleId', 'version', 'workerId']);
    const body = { vehicleId: v.id, workerId: 1, version: v.version };
    expect((await clients.post(api.vehicles.assignVehicle, body)).status).toBe(403);
    expect((await workers.post(api.vehicles.dissociateVehicle, body)).status).toBe(403);
  });
});
