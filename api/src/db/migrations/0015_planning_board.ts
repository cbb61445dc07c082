import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Planning area (issue 12): what the week board and regular missions keep in memory
 * (repositories/snapshots.ts, repositories/planning.ts).
 * - `planning_board`: the periods of planning/getShifts and planning/getDaySummary (shifts,
 *   their missions, worker times; the workers, clients, agencies, shift and GTA types they
 *   name; the settings of the anomaly gap). One counter for all periods: a write anywhere
 *   makes every period again on its next read (a week is made in one pass of three reads).
 * - `regular_missions_list`: every row of regularMissions/getRegularMissions, with its client's
 *   and worker's names.
 */
const COUNTERS: Record<string, string[]> = {
  planning_board: [
    'shifts',
    'missions',
    'worker_times',
    'workers',
    'clients',
    'agencies',
    'shift_types',
    'gta_types',
    'settings',
  ],
  regular_missions_list: ['regular_missions', 'clients', 'workers'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) await createChangeCounter(db, counter, tables);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) await dropChangeCounter(db, counter, tables);
}
