/**
 * Missions of a shift as their changes write them (services/planning/missions.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - missions → missions_shift_totals_insert/update/delete: recount the shift's mission_count, waypoints, km
 * - missions → missions_billing_late_change: a change of a billed shift's missions queues that shift
 */
import type { Executor } from '../../db/executor';
import type { BodyOut } from '../areaTypes';

export function missionById(db: Executor, id: number) {
  return db
    .selectFrom('missions')
    .select(['id', 'shift_id', 'regular_mission_id', 'name', 'waypoints', 'km', 'comment', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function missionRow(db: Executor, id: number) {
  return db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function shiftExists(db: Executor, shiftId: number) {
  return db.selectFrom('shifts').select('id').where('id', '=', shiftId).executeTakeFirst();
}

/** Inserts a mission of the shift; returns its id. */
export async function insertMission(tx: Executor, mission: BodyOut<'planning', 'addMission'>) {
  const { id } = await tx
    .insertInto('missions')
    .values({
      shift_id: mission.shiftId,
      name: mission.name,
      waypoints: mission.waypoints,
      km: mission.km,
      comment: mission.comment || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteMissionRow(tx: Executor, id: number) {
  await tx.deleteFrom('missions').where('id', '=', id).execute();
}
