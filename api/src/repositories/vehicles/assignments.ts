/**
 * Who drives which vehicle (docs/product.md#vehicles), the writes: an assignment started or
 * ended (one worker per vehicle and one vehicle per worker at a time; the partial unique indexes
 * of 0002 guard it against races too). SQL only: services/vehicles/assignVehicle.ts decides.
 */
import { sql } from 'kysely';
import { notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';

export async function requireVehicle(db: Executor, id: number) {
  const v = await db
    .selectFrom('vehicles')
    .select(['id', 'short_code', 'activity_status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!v) throw notFoundField('vehicleId', `No such vehicle: ${id}`);
  return v;
}

/** The open assignments of this vehicle or of this worker, locked while the caller decides. */
export function lockOpenAssignments(tx: Executor, vehicleId: number, workerId: number) {
  return tx
    .selectFrom('vehicle_assignments as va')
    .innerJoin('workers as w', 'w.id', 'va.worker_id')
    .innerJoin('vehicles as v', 'v.id', 'va.vehicle_id')
    .select(['va.vehicle_id', 'va.worker_id', 'w.short_code as worker_code', 'v.short_code as vehicle_code'])
    .where('va.ended_at', 'is', null)
    .where((eb) => eb.or([eb('va.vehicle_id', '=', vehicleId), eb('va.worker_id', '=', workerId)]))
    .forUpdate()
    .execute();
}

/** Starts an assignment now; returns its id. */
export async function insertAssignment(tx: Executor, vehicleId: number, workerId: number, userId: number) {
  const inserted = await tx
    .insertInto('vehicle_assignments')
    .values({ vehicle_id: vehicleId, worker_id: workerId, started_by: userId, started_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Ends the open assignment of that vehicle to that worker; its id, or undefined when there is none. */
export async function endAssignment(tx: Executor, vehicleId: number, workerId: number, userId: number) {
  const ended = await tx
    .updateTable('vehicle_assignments')
    .set({ ended_at: sql<Date>`greatest(now(), started_at)`, ended_by: userId })
    .where('vehicle_id', '=', vehicleId)
    .where('worker_id', '=', workerId)
    .where('ended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return ended?.id;
}
