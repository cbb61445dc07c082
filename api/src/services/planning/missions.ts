/**
 * Missions of a shift (docs/product.md#calls-planning): added, edited (optimistic locking, 409
 * when stale) and deleted, each in one transaction with its admin event, refused in a closed
 * month. The writes fire the triggers repositories/planning/missions.ts names.
 */
import { notFoundField } from '../../domain/errors';
import type { Database } from '../../db/database';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import { readForEdit, updateVersioned } from '../../repositories/versioned';
import { toMission, type MissionRow } from '../../repositories/planning/shiftReads';
import { refuseClosedShiftMonth } from '../../repositories/retrib/monthClosing';
import {
  deleteMissionRow,
  insertMission,
  missionById,
  missionRow,
  shiftExists,
} from '../../repositories/planning/missions';

export async function addMission(
  db: Database,
  userId: number,
  missionInput: BodyOut<'planning', 'addMission'>,
): Promise<MissionRow> {
  return db.transaction().execute(async (tx) => {
    const shift = await shiftExists(tx, missionInput.shiftId);
    if (!shift) throw notFoundField('shiftId', `No such shift: ${missionInput.shiftId}`);
    await refuseClosedShiftMonth(tx, missionInput.shiftId);
    const id = await insertMission(tx, missionInput);
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addMission',
      targetType: 'mission',
      targetId: id,
      summary: `Mission ${id} "${missionInput.name}" added to shift ${missionInput.shiftId} (${missionInput.waypoints} waypoints, ${missionInput.km} km)`,
      data: {
        missionId: id,
        name: missionInput.name,
        shiftId: missionInput.shiftId,
        waypoints: missionInput.waypoints,
        km: missionInput.km,
      },
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
      data: { missionId: edit.id, shiftId: cur.shift_id, fields: Object.keys(values) },
    });
    return toMission(await missionById(tx, edit.id));
  });
}

export async function deleteMission(db: Database, userId: number, removal: BodyOut<'planning', 'deleteMission'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await missionRow(tx, removal.missionId);
    if (!cur) throw notFoundField('missionId', `No such mission: ${removal.missionId}`);
    await refuseClosedShiftMonth(tx, cur.shift_id);
    await deleteMissionRow(tx, cur.id);
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.deleteMission',
      targetType: 'mission',
      targetId: cur.id,
      summary: `Mission ${cur.id} "${cur.name}" deleted from shift ${cur.shift_id}`,
      data: { missionId: cur.id, name: cur.name, shiftId: cur.shift_id },
    });
    return { missionId: cur.id, deleted: true as const };
  });
}
