import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the Workers area's queries (repositories/workers.ts, vehicles.ts), which read the
 * tables directly: each list walks an index in its `order by ..., id` and stops at its page.
 * The searches use the trigram indexes of `search_text` of 0002.
 */
const INDEXES: [name: string, definition: string][] = [
  // workers/getWorkers sorts (each sort's columns, then id) and workers/getWorkersLight.
  ['workers_last_name_page_idx', 'workers (last_name, first_name, id)'],
  ['workers_status_last_name_page_idx', 'workers (activity_status, last_name, first_name, id)'],
  ['workers_first_name_page_idx', 'workers (first_name, last_name, id)'],
  ['workers_hired_on_page_idx', 'workers (hired_on, last_name, id)'],
  // workers/getWorkerTimes: one worker's times, newest first.
  ['worker_times_worker_page_idx', 'worker_times (worker_id, date desc, started_at desc, id desc)'],
  // workers/getWorkersEvents: the timeline of one worker, of one kind, or of everyone.
  ['worker_events_worker_page_idx', 'worker_events (worker_id, at desc, id desc)'],
  ['worker_events_kind_page_idx', 'worker_events (kind, at desc, id desc)'],
  ['worker_events_page_idx', 'worker_events (at desc, id desc)'],
  // vehicles/[id], getVehicleComments, getVehicleAssignments: a vehicle's history, newest first.
  ['vehicle_comments_vehicle_page_idx', 'vehicle_comments (vehicle_id, at desc, id desc)'],
  ['vehicle_assignments_vehicle_page_idx', 'vehicle_assignments (vehicle_id, started_at desc, id desc)'],
];

/** Indexes of 0002 that the ones above lead with, column for column: every write kept both. */
const SUPERSEDED: [name: string, definition: string][] = [
  ['worker_times_worker_date_idx', 'worker_times (worker_id, date)'],
  ['worker_events_worker_idx', 'worker_events (worker_id, at desc)'],
  ['worker_events_at_idx', 'worker_events (at desc)'],
  ['vehicle_assignments_vehicle_idx', 'vehicle_assignments (vehicle_id, started_at desc)'],
  ['vehicle_comments_vehicle_idx', 'vehicle_comments (vehicle_id, at desc)'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`CREATE INDEX ${name} ON ${definition}`).execute(db);
  for (const [name] of SUPERSEDED) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of SUPERSEDED) await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${definition}`).execute(db);
  for (const [name] of [...INDEXES].reverse()) await sql.raw(`DROP INDEX ${name}`).execute(db);
}
