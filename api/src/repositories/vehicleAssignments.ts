/**
 * Who drives which vehicle now (`vehicle_assignments`), read by both sides: vehicles.ts, which
 * assigns, and workers.ts, which refuses to deactivate a worker who still drives one. Its own
 * module so that workers.ts need not import vehicles.ts (which imports workers.ts).
 */
import type { Executor } from '../db/executor';

/**
 * The open assignment of a vehicle or of a worker, with both short codes; undefined when it
 * is free (there is at most one: the partial unique indexes of 0002).
 */
export async function findOpenAssignment(db: Executor, side: 'vehicle' | 'worker', id: number) {
  return db
    .selectFrom('vehicle_assignments as va')
    .innerJoin('vehicles as v', 'v.id', 'va.vehicle_id')
    .innerJoin('workers as w', 'w.id', 'va.worker_id')
    .select(['v.short_code as vehicle_code', 'w.short_code as worker_code'])
    .where(side === 'vehicle' ? 'va.vehicle_id' : 'va.worker_id', '=', id)
    .where('va.ended_at', 'is', null)
    .executeTakeFirst();
}
