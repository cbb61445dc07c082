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
  b: BodyOut<'planning', 'addMission'>,
): Promise<MissionRow> {
  return db.transaction().execute(async (tx) => {
    const shift = await tx.selectFrom('shifts').select('id').where('id', '=', b.shiftId).executeTakeFirst();
    if (!shift) throw notFoundField('shiftId', `No such shift: ${b.shiftId}`);
    await refuseClosedShiftMonth(tx, b.shiftId);
    const { id } = await tx
      .insertInto('missions')
      .values({
        shift_id: b.shiftId,
        name: b.name,
        waypoints: b.waypoints,
        km: b.km,
        comment: b.comment || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addMission',
      targetType: 'mission',
      targetId: id,
      summary: `Mission ${id} "${b.name}" added to shift ${b.shiftId} (${b.waypoints} waypoints, ${b.km} km)`,
    });
    return toMission(await missionById(tx, id));
  });
}

export async function updateMission(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'updateMission'>,
): Promise<MissionRow> {
  return db.transaction().execute(async (tx) => {
    const cur = await readForEdit(tx, 'missions', b.id, b.version, 'mission');
    await refuseClosedShiftMonth(tx, cur.shift_id as number);
    const values: Record<string, unknown> = {};
    if (b.name !== undefined && b.name !== cur.name) values.name = b.name;
    if (b.waypoints !== undefined && b.waypoints !== cur.waypoints) values.waypoints = b.waypoints;
    if (b.km !== undefined && b.km !== cur.km) values.km = b.km;
    if (b.comment !== undefined && (b.comment || null) !== cur.comment) values.comment = b.comment || null;
    if (Object.keys(values).length === 0) return toMission(await missionById(tx, b.id));
    await updateVersioned(tx, 'missions', b.id, b.version, values, 'mission');
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.updateMission',
      targetType: 'mission',
      targetId: b.id,
      summary: `Mission ${b.id} of shift ${cur.shift_id}: changed ${Object.keys(values).join(', ')}`,
    });
    return toMission(await missionById(tx, b.id));
  });
}

export async function deleteMission(db: Database, userId: number, b: BodyOut<'planning', 'deleteMission'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await tx.selectFrom('missions').selectAll().where('id', '=', b.missionId).executeTakeFirst();
    if (!cur) throw notFoundField('missionId', `No such mission: ${b.missionId}`);
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
