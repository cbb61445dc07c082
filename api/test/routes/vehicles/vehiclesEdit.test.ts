import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { t, vehicles, clients, freeVehicle, useSeededApp } from './vehiclesSetup';

useSeededApp();

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
      const added = await vehicles.post(api.vehicles.addComment, {
        comment: `History note ${i}`,
        vehicleShortCodes: [v.short_code],
      });
      expect(added.status).toBe(200);
    }
    const detail = (await vehicles.get(api.vehicles.getVehicle, {}, { id: v.id })).body.data;
    expect(detail.commentsTotal).toBe(23);
    expect(detail.comments).toHaveLength(20);
    expect(detail.comments[0].comment).toBe('History note 23');
    expect(detail.comments[19].comment).toBe('History note 4');
    const assignments = await t.db
      .selectFrom('vehicle_assignments')
      .select('id')
      .where('vehicle_id', '=', v.id)
      .execute();
    expect(detail.assignmentsTotal).toBe(assignments.length);

    const older = await vehicles.get(api.vehicles.getVehicleComments, {
      vehicleId: v.id,
      page: 2,
      pageSize: 20,
    });
    expect(older.status).toBe(200);
    expect(older.body.data.total).toBe(23);
    expect(older.body.data.items.map((c) => c.comment)).toEqual([
      'History note 3',
      'History note 2',
      'History note 1',
    ]);

    const { a, v: driven } = await drivenVehicle();
    const history = await vehicles.get(api.vehicles.getVehicleAssignments, { vehicleId: driven.id });
    expect(history.body.data.items[0]).toMatchObject({
      id: a.id,
      worker: { id: a.worker_id },
      endedAt: null,
    });
    expect(history.body.data.pageSize).toBe(20);

    const unknown = await vehicles.get(api.vehicles.getVehicleComments, { vehicleId: 99999 });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['vehicleId']);
    expect(fieldNames(await vehicles.getUnchecked(api.vehicles.getVehicleAssignments, {}))).toEqual([
      'vehicleId',
    ]);
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
    expect(
      (await clients.post(api.vehicles.updateVehicleData, { id: v.id, version: v.version })).status,
    ).toBe(403);
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
    expect(res.body.data.comments.map((c) => c.vehicleShortCode).sort()).toEqual(
      three.map((v) => v.short_code).sort(),
    );
    const detail = await vehicles.get(api.vehicles.getVehicle, {}, { id: three[0].id });
    expect(detail.body.data.comments[0]).toMatchObject({
      comment: 'Contrôle technique le 12',
      userName: 'Vehicles Demo',
    });
    const admin = await t.db
      .selectFrom('admin_events')
      .select('target_id')
      .where('action', '=', 'vehicles.addComment')
      .where(
        'target_id',
        'in',
        three.map((v) => String(v.id)),
      )
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
