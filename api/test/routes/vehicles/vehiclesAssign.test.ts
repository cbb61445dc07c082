import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { freeWorkers } from '../workers/fixtures';
import { t, vehicles, workers, clients, freeVehicle, useSeededApp } from './vehiclesSetup';

useSeededApp();

const freeWorker = () => freeWorkers(t.db).executeTakeFirstOrThrow();

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
    expect((await vehicles.get(api.vehicles.getVehicle, {}, { id: v.id })).body.data.version).toBe(
      v.version + 1,
    );

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
