/**
 * What a regular mission's edit reads beside the mission (services/regularMissions/
 * updateRegularMission.ts writes it with repositories/versioned.ts): its body fields' columns and
 * the courier it names.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - regular_missions → regular_missions_client_name: copies the client's name on insert or client change
 * The edits here never set a regular mission's client_id: regular_missions_client_name does not fire.
 */
import type { Executor } from '../../db/executor';

/** Body field → column of a regular mission's edit. */
export const REGULAR_MISSION_COLUMNS = {
  name: 'name',
  weekdays: 'weekdays',
  startTime: 'start_time',
  endTime: 'end_time',
  expectedWaypoints: 'expected_waypoints',
  expectedKm: 'expected_km',
  comment: 'comment',
  workerId: 'worker_id',
} as const;

export function workerOfMission(tx: Executor, workerId: number) {
  return tx.selectFrom('workers').select(['id', 'activity_status', 'short_code']).where('id', '=', workerId).executeTakeFirst();
}
