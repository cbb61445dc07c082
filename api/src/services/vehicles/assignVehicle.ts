/**
 * POST vehicles/assignVehicle and dissociateVehicle (docs/product.md#vehicles): one worker per
 * vehicle and one vehicle per worker at a time, both active to start. Who drives it is part of
 * the vehicle: each change is an edit of its row at the version the caller read (409 before
 * anything changes), bumping it, recorded on the worker's timeline and in the admin events.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerEvent } from '../../repositories/events/workerEvents';
import type { ResponseOut } from '../../repositories/areaTypes';
import { readForEdit } from '../../repositories/versioned';
import { requireWorker } from '../../repositories/workers/detail';
import { listAssignments } from '../../repositories/vehicles/detail';
import { updateVehicleRow } from '../../repositories/vehicles/commands';
import {
  endAssignment,
  insertAssignment,
  lockOpenAssignments,
  requireVehicle,
} from '../../repositories/vehicles/assignments';

type AssignmentAnswer = ResponseOut<'vehicles', 'assignVehicle'>;

/** What assigning and dissociating are sent: both sides, and the vehicle's version as read. */
export interface AssignmentBody {
  vehicleId: number;
  workerId: number;
  version: number;
}

interface Sides {
  tx: Executor;
  userId: number;
  vehicle: Awaited<ReturnType<typeof requireVehicle>>;
  worker: Awaited<ReturnType<typeof requireWorker>>;
}

/** What one assignment change writes to the worker's timeline and to the admin trail. */
interface AssignmentChange {
  assignmentId: number;
  kind: 'vehicle_assigned' | 'vehicle_dissociated';
  workerSummary: string;
  action: 'vehicles.assignVehicle' | 'vehicles.dissociateVehicle';
  adminSummary: string;
}

/** The transaction both calls share: both sides exist, the version holds, the change is recorded. */
async function changeAssignment(
  db: Database,
  userId: number,
  { vehicleId, workerId, version }: AssignmentBody,
  change: (sides: Sides) => Promise<AssignmentChange>,
): Promise<AssignmentAnswer> {
  return db.transaction().execute(async (tx) => {
    const vehicle = await requireVehicle(tx, vehicleId);
    const worker = await requireWorker(tx, workerId);
    await readForEdit(tx, 'vehicles', vehicleId, version, 'vehicle');
    const done = await change({ tx, userId, vehicle, worker });
    const updated = await updateVehicleRow(tx, vehicleId, version, {});
    await recordWorkerEvent(tx, {
      workerId,
      userId,
      kind: done.kind,
      summary: done.workerSummary,
      data: { vehicleId, vehicleShortCode: vehicle.short_code },
    });
    await recordAdminEvent(tx, {
      userId,
      action: done.action,
      targetType: 'vehicle',
      targetId: vehicleId,
      summary: done.adminSummary,
      data: { vehicle: vehicle.short_code, worker: worker.short_code },
    });
    const [row] = await listAssignments(tx, { id: done.assignmentId });
    return { ...row, vehicleVersion: updated.version as number };
  });
}

export function assignVehicle(db: Database, userId: number, body: AssignmentBody) {
  return changeAssignment(db, userId, body, async ({ tx, vehicle, worker }) => {
    if (vehicle.activity_status !== 'active') throw conflict(`Vehicle ${vehicle.short_code} is inactive`);
    if (worker.activity_status !== 'active') throw conflict(`Worker ${worker.short_code} is inactive`);
    const open = await lockOpenAssignments(tx, vehicle.id, worker.id);
    const onVehicle = open.find((o) => o.vehicle_id === vehicle.id);
    if (onVehicle?.worker_id === worker.id)
      throw conflict(`Vehicle ${vehicle.short_code} is already assigned to ${worker.short_code}`);
    if (onVehicle)
      throw conflict(`Vehicle ${vehicle.short_code} is driven by ${onVehicle.worker_code}: dissociate it first`);
    const ofWorker = open.find((o) => o.worker_id === worker.id);
    if (ofWorker)
      throw conflict(`Worker ${worker.short_code} already drives ${ofWorker.vehicle_code}: dissociate it first`);
    return {
      assignmentId: await insertAssignment(tx, vehicle.id, worker.id, userId),
      kind: 'vehicle_assigned',
      workerSummary: `Vehicle ${vehicle.short_code} assigned`,
      action: 'vehicles.assignVehicle',
      adminSummary: `${vehicle.short_code} assigned to ${worker.short_code}`,
    };
  });
}

/** Ends the open assignment of that vehicle to that worker; the history keeps it. */
export function dissociateVehicle(db: Database, userId: number, body: AssignmentBody) {
  return changeAssignment(db, userId, body, async ({ tx, vehicle, worker }) => {
    const assignmentId = await endAssignment(tx, vehicle.id, worker.id, userId);
    if (assignmentId === undefined)
      throw conflict(`Vehicle ${vehicle.short_code} is not assigned to ${worker.short_code}`);
    return {
      assignmentId,
      kind: 'vehicle_dissociated',
      workerSummary: `Vehicle ${vehicle.short_code} given back`,
      action: 'vehicles.dissociateVehicle',
      adminSummary: `${vehicle.short_code} dissociated from ${worker.short_code}`,
    };
  });
}
