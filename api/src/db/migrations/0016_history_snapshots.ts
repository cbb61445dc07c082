import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Histories kept in memory (repositories/snapshots.ts): a vehicle's comments and assignments,
 * and the workers' timelines. Each counter covers the history's table and the tables its rows
 * show names from (the drivers, the staff logins).
 */
const COUNTERS: Record<string, string[]> = {
  vehicle_history: ['vehicle_comments', 'vehicle_assignments', 'workers', 'staff_users'],
  worker_events: ['worker_events', 'workers', 'staff_users'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) await createChangeCounter(db, counter, tables);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) await dropChangeCounter(db, counter, tables);
}
