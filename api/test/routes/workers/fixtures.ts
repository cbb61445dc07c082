/**
 * Fixtures of the Workers and Vehicles tests: the vehicles and workers free to be assigned.
 * (A seeded app and signed-in clients: seededTestApp and injectAs in ../../helpers/testApp.ts.)
 */
import type { Database } from '../../../src/db/database';

/** Ids of the vehicles, or of the workers, on an open assignment. */
const onOpenAssignment = (db: Database, side: 'vehicle_id' | 'worker_id') =>
  db.selectFrom('vehicle_assignments').select(side).where('ended_at', 'is', null);

/** Active vehicles nobody drives now, lowest id first: free to be assigned. */
export const freeVehicles = (db: Database) =>
  db
    .selectFrom('vehicles')
    .selectAll()
    .where('activity_status', '=', 'active')
    .where('id', 'not in', onOpenAssignment(db, 'vehicle_id'))
    .orderBy('id');

/** Active workers driving no vehicle now, lowest id first. */
export const freeWorkers = (db: Database) =>
  db
    .selectFrom('workers')
    .selectAll()
    .where('activity_status', '=', 'active')
    .where('id', 'not in', onOpenAssignment(db, 'worker_id'))
    .orderBy('id');
