/**
 * Missions of a shift (docs/product.md#calls-planning): added, edited (optimistic locking, 409
 * when stale) and deleted, each in one transaction with its admin event.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - missions → missions_shift_totals_insert/update/delete: recount the shift's mission_count, waypoints, km
 * - missions → missions_billing_late_change: a change of a billed shift's missions queues that shift
 */
import { notFoundField } from '../../domain/errors';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../events/adminEvents';
import type { BodyOut } from '../areaTypes';
import { readForEdit, updateVersioned } from '../versioned';
import { toMission, type MissionRow } from './shiftReads';
import { refuseClosedShiftMonth } from '../retrib/monthClosing';

async function missionById(db: Executor, id: number) {
  return db
    .selectFrom('missions')
    .select(['id', 'shift_id', 'regular_mission_id', 'name', 'waypoints', 'km', 'comment', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function addMission(
  db: Database,
  userId: number,
  missionInput: BodyOut<'planning', 'addMission'>,
): Promise<MissionRow> {
  return db.transaction().execute(async (tx) => {
    const shift = await tx.selectFrom('shifts').select('id').where('id', '=', missionInput.shiftId).executeTakeFirst();
    if (!shift) throw notFoundField('shiftId', `No such shift: ${missionInput.shiftId}`);
    await refuseClosedShiftMonth(tx, missionInput.shiftId);
    const { id } = await tx
      .insertInto('missions')
      .values({
        shift_id: missionInput.shiftId,
        name: missionInput.name,
        waypoints: missionInput.waypoints,
        km: missionInput.km,
        comment: missionInput.comment || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addMission',
      targetType: 'mission',
      targetId: id,
      summary: `Mission ${id} "${missionInput.name}" added to shift ${missionInput.shiftId} (${missionInput.waypoints} waypoints, ${missionInput.km} km)`,
    });
    return toMission(await missionById(tx, id));
  });
}

export async function updateMission(
  db: Database,
  userId: number,
  edit: BodyOut<'planning', 'updateMission'>,
): Promise<MissionRow> {
  return db.transaction().execute(async (tx) => {
    const cur = await readForEdit(tx, 'missions', edit.id, edit.version, 'mission');
    await refuseClosedShiftMonth(tx, cur.shift_id as number);
    const values: Record<string, unknown> = {};
    if (edit.name !== undefined && edit.name !== cur.name) values.name = edit.name;
    if (edit.waypoints !== undefined && edit.waypoints !== cur.waypoints) values.waypoints = edit.waypoints;
    if (edit.km !== undefined && edit.km !== cur.km) values.km = edit.km;
    if (edit.comment !== undefined && (edit.comment || null) !== cur.comment) values.comment = edit.comment || null;
    if (Object.keys(values).length === 0) return toMission(await missionById(tx, edit.id));
    await updateVersioned(tx, 'missions', edit.id, edit.version, values, 'mission');
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.updateMission',
      targetType: 'mission',
      targetId: edit.id,
      summary: `Mission ${edit.id} of shift ${cur.shift_id}: changed ${Object.keys(values).join(', ')}`,
    });
    return toMission(await missionById(tx, edit.id));
  });
}

export async function deleteMission(db: Database, userId: number, removal: BodyOut<'planning', 'deleteMission'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await tx.selectFrom('missions').selectAll().where('id', '=', removal.missionId).executeTakeFirst();
    if (!cur) throw notFoundField('missionId', `No such mission: ${removal.missionId}`);
    await refuseClosedShiftMonth(tx, cur.shift_id);
    await tx.deleteFrom('missions').where('id', '=', cur.id).execute();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.deleteMission',
      targetType: 'mission',
      targetId: cur.id,
      summary: `Mission ${cur.id} "${cur.name}" deleted from shift ${cur.shift_id}`,
    });
    return { missionId: cur.id, deleted: true as const };
  });
}
