/**
 * Shift changes (docs/product.md#calls-planning): create, edit, move, duplicate, delete and the
 * unproductive switch. Each runs in one transaction: the closed-month and placement rules
 * (placement.ts), the write (repositories/planning/shiftWrites.ts, whose
 * header names the triggers it fires), the admin event, and for a delete or a switch the
 * worker's timeline. The answer is the shift's detail, read in the same transaction.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { invalid, notFoundField } from '../../domain/errors';
import { parisInstant } from '../../domain/dates';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerChange } from '../../repositories/events/workerEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import { readForEdit } from '../../repositories/versioned';
import { refuseClosedMonths } from '../../repositories/retrib/monthClosing';
import { minutesOf, ms, requireShiftType, timeOnDate } from '../../repositories/planning/rules';
import { checkOverlapOnly, checkPlacement } from './placement';
import { getShiftDetail, type ShiftDetail } from '../../repositories/planning/shiftReads';
import {
  copyMissions,
  deleteShiftRow,
  insertMissions,
  insertShift,
  readShift,
  updateShiftRow,
} from '../../repositories/planning/shiftWrites';

type NewShiftInput = BodyOut<'planning', 'createShift'>;
type ShiftEdit = BodyOut<'planning', 'updateShift'>;
type ShiftTarget = BodyOut<'planning', 'moveShift'>;

export async function createShift(db: Database, userId: number, shift: NewShiftInput): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    await refuseClosedMonths(tx, [shift.date]);
    const startsAt = parisInstant(shift.date, minutesOf(shift.startTime));
    const endsAt = parisInstant(shift.date, minutesOf(shift.endTime));
    await checkPlacement(tx, {
      workerId: shift.workerId,
      clientId: shift.clientId,
      date: shift.date,
      startsAt,
      endsAt,
      fields: { worker: 'workerId', client: 'clientId', date: 'date' },
    });
    await requireShiftType(tx, shift.shiftTypeId);
    const id = await insertShift(tx, {
      workerId: shift.workerId,
      clientId: shift.clientId,
      shiftTypeId: shift.shiftTypeId ?? null,
      date: shift.date,
      startsAt,
      endsAt,
      comment: shift.comment || null,
      createdBy: userId,
    });
    await insertMissions(tx, id, shift.missions ?? []);
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.createShift',
      targetType: 'shift',
      targetId: id,
      summary: `Shift ${id}: worker ${shift.workerId}, client ${shift.clientId}, ${shift.date} ${shift.startTime}–${shift.endTime}, ${shift.missions?.length ?? 0} missions`,
      data: {
        shiftId: id,
        workerId: shift.workerId,
        clientId: shift.clientId,
        date: shift.date,
        startTime: shift.startTime,
        endTime: shift.endTime,
        missions: shift.missions?.length ?? 0,
      },
    });
    return getShiftDetail(tx, id);
  });
}

export async function updateShift(db: Database, userId: number, edit: ShiftEdit): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    const cur = await readForEdit(tx, 'shifts', edit.id, edit.version, 'shift');
    const date = cur.date as string;
    await refuseClosedMonths(tx, [date]);
    const startTime = edit.startTime ?? timeOnDate(date, cur.starts_at as Date);
    const endTime = edit.endTime ?? timeOnDate(date, cur.ends_at as Date);
    if (minutesOf(endTime) <= minutesOf(startTime))
      throw invalid('The end must be after the start', { endTime: 'The end must be after the start' });
    const startsAt = parisInstant(date, minutesOf(startTime));
    const endsAt = parisInstant(date, minutesOf(endTime));
    const clientId = edit.clientId ?? cur.client_id;
    const changes: string[] = [];
    if (clientId !== cur.client_id) changes.push('clientId');
    if (edit.shiftTypeId !== undefined && edit.shiftTypeId !== cur.shift_type_id) changes.push('shiftTypeId');
    if (startsAt.getTime() !== ms(cur.starts_at as Date)) changes.push('startTime');
    if (endsAt.getTime() !== ms(cur.ends_at as Date)) changes.push('endTime');
    if (edit.comment !== undefined && (edit.comment || null) !== cur.comment) changes.push('comment');
    if (changes.length === 0) return getShiftDetail(tx, edit.id, 'id');
    if (changes.includes('clientId')) {
      await checkPlacement(tx, {
        workerId: cur.worker_id,
        clientId,
        date,
        startsAt,
        endsAt,
        excludeShiftId: edit.id,
        keepsDate: true,
        fields: { worker: 'id', client: 'clientId', date: 'id' },
      });
    } else if (changes.includes('startTime') || changes.includes('endTime')) {
      await checkOverlapOnly(tx, cur.worker_id, date, startsAt, endsAt, edit.id);
    }
    await requireShiftType(tx, edit.shiftTypeId);
    await updateShiftRow(tx, edit.id, edit.version, {
      client_id: clientId,
      ...(edit.shiftTypeId !== undefined ? { shift_type_id: edit.shiftTypeId } : {}),
      starts_at: startsAt,
      ends_at: endsAt,
      ...(edit.comment !== undefined ? { comment: edit.comment || null } : {}),
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.updateShift',
      targetType: 'shift',
      targetId: edit.id,
      summary: `Shift ${edit.id}: changed ${changes.join(', ')}`,
      data: { shiftId: edit.id, fields: changes },
    });
    return getShiftDetail(tx, edit.id, 'id');
  });
}

/** The shift and its times of day placed on the target's date; refused by the placement rules. */
async function placeOnTarget(tx: Executor, target: ShiftTarget, moving: boolean) {
  const cur = await readShift(tx, target.shiftId);
  if (!cur) throw notFoundField('shiftId', `No such shift: ${target.shiftId}`);
  await refuseClosedMonths(tx, moving ? [cur.date, target.targetDate] : [target.targetDate]);
  const minuteOfDay = (at: Date) => Math.round((ms(at) - parisInstant(cur.date, 0).getTime()) / 60_000);
  const startsAt = parisInstant(target.targetDate, minuteOfDay(cur.starts_at));
  const endsAt = parisInstant(target.targetDate, minuteOfDay(cur.ends_at));
  await checkPlacement(tx, {
    workerId: target.targetWorkerId,
    clientId: cur.client_id,
    date: target.targetDate,
    startsAt,
    endsAt,
    excludeShiftId: moving ? cur.id : undefined,
    fields: { worker: 'targetWorkerId', client: 'shiftId', date: 'targetDate' },
  });
  return { cur, startsAt, endsAt };
}

/** Moves a shift to another worker and/or date, keeping its times of day (and its id). */
export async function moveShift(db: Database, userId: number, target: ShiftTarget): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    const { cur, startsAt, endsAt } = await placeOnTarget(tx, target, true);
    await updateShiftRow(tx, cur.id, cur.version, {
      worker_id: target.targetWorkerId,
      date: target.targetDate,
      starts_at: startsAt,
      ends_at: endsAt,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.moveShift',
      targetType: 'shift',
      targetId: cur.id,
      summary: `Shift ${cur.id} moved from worker ${cur.worker_id} on ${cur.date} to worker ${target.targetWorkerId} on ${target.targetDate}`,
      data: {
        shiftId: cur.id,
        fromWorkerId: cur.worker_id,
        fromDate: cur.date,
        workerId: target.targetWorkerId,
        date: target.targetDate,
      },
    });
    return getShiftDetail(tx, cur.id);
  });
}

/** Copies a shift and its missions to another worker and/or date, keeping its times of day. */
export async function duplicateShift(
  db: Database,
  userId: number,
  target: ShiftTarget,
): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    const { cur, startsAt, endsAt } = await placeOnTarget(tx, target, false);
    const id = await insertShift(tx, {
      workerId: target.targetWorkerId,
      clientId: cur.client_id,
      shiftTypeId: cur.shift_type_id,
      date: target.targetDate,
      startsAt,
      endsAt,
      comment: cur.comment,
      createdBy: userId,
    });
    await copyMissions(tx, cur.id, id);
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.duplicateShift',
      targetType: 'shift',
      targetId: id,
      summary: `Shift ${cur.id} copied as shift ${id} to worker ${target.targetWorkerId} on ${target.targetDate}`,
      data: { sourceShiftId: cur.id, shiftId: id, workerId: target.targetWorkerId, date: target.targetDate },
    });
    return getShiftDetail(tx, id);
  });
}

/** The shift, checked to be the given worker's (a 400 naming workerId otherwise). */
async function shiftOfWorker(db: Executor, shiftId: number, workerId: number) {
  const cur = await readShift(db, shiftId);
  if (!cur) throw notFoundField('shiftId', `No such shift: ${shiftId}`);
  if (cur.worker_id !== workerId) {
    const message = `Shift ${shiftId} belongs to worker ${cur.worker_id}, not ${workerId}`;
    throw invalid(message, { workerId: message });
  }
  return cur;
}

export async function deleteShift(db: Database, userId: number, removal: BodyOut<'planning', 'deleteShift'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await shiftOfWorker(tx, removal.shiftId, removal.workerId);
    await refuseClosedMonths(tx, [cur.date]);
    await deleteShiftRow(tx, cur.id);
    const summary = `Shift ${cur.id} of ${cur.date} (${timeOnDate(cur.date, cur.starts_at)}–${timeOnDate(cur.date, cur.ends_at)}, client ${cur.client_id}) deleted: ${removal.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'shift_deleted',
      action: 'planning.deleteShift',
      targetType: 'shift',
      targetId: cur.id,
      summary,
      data: {
        shiftId: cur.id,
        date: cur.date,
        startTime: timeOnDate(cur.date, cur.starts_at),
        endTime: timeOnDate(cur.date, cur.ends_at),
        clientId: cur.client_id,
        comment: removal.comment,
      },
    });
    return { shiftId: cur.id, deleted: true as const };
  });
}

export async function switchUnproductive(
  db: Database,
  userId: number,
  change: BodyOut<'planning', 'switchUnProudictiveShift'>,
) {
  return db.transaction().execute(async (tx) => {
    const cur = await shiftOfWorker(tx, change.shiftId, change.workerId);
    await refuseClosedMonths(tx, [cur.date]);
    const next = !cur.unproductive;
    await updateShiftRow(tx, cur.id, cur.version, {
      unproductive: next,
      unproductive_comment: change.comment,
    });
    const summary = `Shift ${cur.id} of ${cur.date} ${next ? 'switched to unproductive' : 'switched back to productive'}: ${change.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: next ? 'shift_unproductive' : 'shift_productive',
      action: 'planning.switchUnproductive',
      targetType: 'shift',
      targetId: cur.id,
      summary,
      data: { shiftId: cur.id, date: cur.date, comment: change.comment },
    });
    return getShiftDetail(tx, cur.id);
  });
}
