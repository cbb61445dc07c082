import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * A worker's times held in memory (repositories/workers.ts, listWorkerTimes): the counter
 * covers the times and the GTA type names they show.
 */
const TABLES = ['worker_times', 'gta_types'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createChangeCounter(db, 'worker_times', TABLES);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeCounter(db, 'worker_times', TABLES);
}
