import type { Kysely } from 'kysely';
import { createChangeCounter, createCounterTrigger, dropChangeCounter, dropCounterTrigger } from '../changeCounters';

/**
 * A worker's times held in memory (repositories/workers.ts, listWorkerTimes): the counter
 * covers the times and the GTA type names they show. The teams' pay calendars too
 * (repositories/retrib.ts, getCalendar): teams, their configurations and overrides.
 *
 * And the histories of 0016 no longer move on every sign-in: they show a staff user's login
 * only, so only a new login (or a staff user added or removed) counts, not the sign-in
 * bookkeeping that updates staff_users each time someone signs in.
 */
const TIMES = ['worker_times', 'gta_types'];
const CALENDARS = ['teams', 'team_configs', 'retrib_calendar_entries'];
const HISTORIES = ['vehicle_history', 'worker_events'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createChangeCounter(db, 'worker_times', TIMES);
  await createChangeCounter(db, 'retrib_calendar', CALENDARS);
  for (const counter of HISTORIES) {
    await dropCounterTrigger(db, counter, 'staff_users');
    await createCounterTrigger(db, counter, 'staff_users(login)');
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const counter of HISTORIES) {
    await dropCounterTrigger(db, counter, 'staff_users(login)');
    await createCounterTrigger(db, counter, 'staff_users');
  }
  await dropChangeCounter(db, 'retrib_calendar', CALENDARS);
  await dropChangeCounter(db, 'worker_times', TIMES);
}
