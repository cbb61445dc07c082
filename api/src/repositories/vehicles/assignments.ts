/**
 * Vehicles (docs/product.md#calls-vehicles, #vehicles): assignment to a worker and its end (one
 * worker per vehicle and one vehicle per worker at a time; the partial unique indexes of 0002
 * guard it against races too). Every change writes an admin event and a worker event.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../events/adminEvents';
import type { ResponseOut } from '../areaTypes';
import { readForEdit, updateVersioned } from '../versioned';
import { requireWorker } from '../workers/detail';
import { recordWorkerEvent } from '../events/workerEvents';
import { listAssignments } from './detail';

type AssignmentAnswer = ResponseOut<'vehicles', 'assignVehicle'>;
async function requireVehicle(db: Executor, id: number) {
  const v = await db
    .selectFrom('vehicles')
    .select(['id', 'short_code', 'activity_status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!v) throw notFoundField('vehicleId', `No such vehicle: ${id}`);
  return v;
}

type VehicleSide = Awaited<ReturnType<typeof requireVehicle>>;
type WorkerSide = Awaited<ReturnType<typeof requireWorker>>;

/** What one assignment change writes to the worker's timeline and to the admin trail. */
interface AssignmentChange {
  assignmentId: number;
  kind: 'vehicle_assigned' | 'vehicle_dissociated';
  workerSummary: string;
  action: 'vehicles.assignVehicle' | 'vehicles.dissociateVehicle';
  adminSummary: string;
}

/** What assigning and dissociating are sent: both sides, and the vehicle's version as read. */
export interface AssignmentBody {
  vehicleId: number;
  workerId: number;
  version: number;
}

/** What a change of assignment is given: its transaction, who makes it, and both sides. */
interface AssignmentContext {
  tx: Executor;
  userId: number;
  vehicle: VehicleSide;
  worker: WorkerSide;
}

/**
 * The frame of assigning and dissociating: `(db, userId, {vehicleId, workerId, version})`, one
 * area transaction, both sides must exist (404 naming the field), the vehicle must still have
 * the version the caller read (409 before anything is changed), the change bumps it, and is
 * recorded on both trails. Answers the assignment as it now is and the vehicle's new version.
 */
function assignmentChange(change: (c: AssignmentContext) => Promise<AssignmentChange>) {
  return (
    db: Database,
    userId: number,
    { vehicleId, workerId, version }: AssignmentBody,
  ): Promise<AssignmentAnswer> =>
    db.transaction().execute(async (tx) => {
      const vehicle = await requireVehicle(tx, vehicleId);
      const worker = await requireWorker(tx, workerId);
      await readForEdit(tx, 'vehicles', vehicleId, version, 'vehicle');
      const done = await change({ tx, userId, vehicle, worker });
      // Who drives it is part of the vehicle: the change is an edit of its row.
      const updated = await updateVersioned(tx, 'vehicles', vehicleId, version, {}, 'vehicle');
      await recordWorkerEvent(tx, {
        workerId,
        userId,
        kind: done.kind,
        summary: done.workerSummary,
        data: { vehicleId },
      });
      await recordAdminEvent(tx, {
        userId,
        action: done.action,
        targetType: 'vehicle',
        targetId: vehicleId,
        summary: done.adminSummary,
      });
      const [row] = await listAssignments(tx, { id: done.assignmentId });
      return { ...row, vehicleVersion: updated.version as number };
    });
}

/** One worker per vehicle and one vehicle per worker at a time; both must be active. */
export const assignVehicle = assignmentChange(async ({ tx, userId, vehicle, worker }) => {
  if (vehicle.activity_status !== 'active') throw conflict(`Vehicle ${vehicle.short_code} is inactive`);
  if (worker.activity_status !== 'active') throw conflict(`Worker ${worker.short_code} is inactive`);
  // Lock both sides' open assignments (if any) while deciding.
  const open = await tx
    .selectFrom('vehicle_assignments as va')
    .innerJoin('workers as w', 'w.id', 'va.worker_id')
    .innerJoin('vehicles as v', 'v.id', 'va.vehicle_id')
    .select(['va.vehicle_id', 'va.worker_id', 'w.short_code as worker_code', 'v.short_code as vehicle_code'])
    .where('va.ended_at', 'is', null)
    .where((eb) => eb.or([eb('va.vehicle_id', '=', vehicle.id), eb('va.worker_id', '=', worker.id)]))
    .forUpdate()
    .execute();
  const onVehicle = open.find((o) => o.vehicle_id === vehicle.id);
  if (onVehicle?.worker_id === worker.id)
    throw conflict(`Vehicle ${vehicle.short_code} is already assigned to ${worker.short_code}`);
  if (onVehicle)
    throw conflict(
      `Vehicle ${vehicle.short_code} is driven by ${onVehicle.worker_code}: dissociate it first`,
    );
  const ofWorker = open.find((o) => o.worker_id === worker.id);
  if (ofWorker)
    throw conflict(
      `Worker ${worker.short_code} already drives ${ofWorker.vehicle_code}: dissociate it first`,
    );

  const inserted = await tx
    .insertInto('vehicle_assignments')
    .values({ vehicle_id: vehicle.id, worker_id: worker.id, started_by: userId, started_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    assignmentId: inserted.id,
    kind: 'vehicle_assigned',
    workerSummary: `Vehicle ${vehicle.short_code} assigned`,
    action: 'vehicles.assignVehicle',
    adminSummary: `${vehicle.short_code} assigned to ${worker.short_code}`,
  };
});

/** Ends the open assignment of that vehicle to that worker; the history keeps it. */
export const dissociateVehicle = assignmentChange(async ({ tx, userId, vehicle, worker }) => {
  const ended = await tx
    .updateTable('vehicle_assignments')
    .set({ ended_at: sql<Date>`greatest(now(), started_at)`, ended_by: userId })
    .where('vehicle_id', '=', vehicle.id)
    .where('worker_id', '=', worker.id)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!ended) throw conflict(`Vehicle ${vehicle.short_code} is not assigned to ${worker.short_code}`);
  return {
    assignmentId: ended.id,
    kind: 'vehicle_dissociated',
    workerSummary: `Vehicle ${vehicle.short_code} given back`,
    action: 'vehicles.dissociateVehicle',
    adminSummary: `${vehicle.short_code} dissociated from ${worker.short_code}`,
  };
});
