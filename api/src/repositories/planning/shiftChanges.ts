/**
 * Shift changes (docs/product.md#calls-planning): create, edit, move, duplicate, delete,
 * unproductive switch, each in one transaction with the placement rules (./rules), optimistic
 * locking (409 on a stale version) and its admin event; deletes and the unproductive switch also
 * go to the worker's timeline with their comment. The answer is the shift's detail (./shiftReads).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction). Creating,
 * editing, moving, duplicating or deleting a shift fires:
 * - shifts → shifts_worker_days_insert/update/delete: recount worker_days of the old and new worker-dates
 * - shifts → shifts_billing_late_change: queues a billed shift deleted or changing client/type/productive
 * - missions → missions_shift_totals_insert/update/delete: recount the shift's mission_count, waypoints, km
 * - missions → missions_billing_late_change: a mission added or removed queues its shift if it was billed
 * (A deleted shift's missions go with it, on delete cascade; billing_late_changes waits for the next run.)
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { invalid, notFoundField } from '../../domain/errors';
import { parisInstant } from '../../domain/dates';
import { recordAdminEvent } from '../events/adminEvents';
import type { BodyOut } from '../areaTypes';
import { readForEdit, updateVersioned } from '../versioned';
import {
  checkOverlapOnly,
  checkPlacement,
  minutesOf,
  ms,
  recordWorkerChange,
  requireShiftType,
  timeOnDate,
} from './rules';
import { refuseClosedMonths } from '../retrib/monthClosing';
import { getShiftDetail, type ShiftDetail } from './shiftReads';

type CreateShiftBody = BodyOut<'planning', 'createShift'>;

export async function createShift(db: Database, userId: number, b: CreateShiftBody): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    await refuseClosedMonths(tx, [b.date]);
    const startsAt = parisInstant(b.date, minutesOf(b.startTime));
    const endsAt = parisInstant(b.date, minutesOf(b.endTime));
    await checkPlacement(tx, {
      workerId: b.workerId,
      clientId: b.clientId,
      date: b.date,
      startsAt,
      endsAt,
      fields: { worker: 'workerId', client: 'clientId', date: 'date' },
    });
    await requireShiftType(tx, b.shiftTypeId);
    const { id } = await tx
      .insertInto('shifts')
      .values({
        worker_id: b.workerId,
        client_id: b.clientId,
        shift_type_id: b.shiftTypeId ?? null,
        date: b.date,
        starts_at: startsAt,
        ends_at: endsAt,
        comment: b.comment || null,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (b.missions?.length)
      await tx
        .insertInto('missions')
        .values(
          b.missions.map((m) => ({
            shift_id: id,
            name: m.name,
            waypoints: m.waypoints,
            km: m.km,
            comment: m.comment || null,
          })),
        )
        .execute();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.createShift',
      targetType: 'shift',
      targetId: id,
      summary: `Shift ${id}: worker ${b.workerId}, client ${b.clientId}, ${b.date} ${b.startTime}–${b.endTime}, ${b.missions?.length ?? 0} missions`,
    });
    return getShiftDetail(tx, id);
  });
}

type UpdateShiftBody = BodyOut<'planning', 'updateShift'>;

export async function updateShift(db: Database, userId: number, b: UpdateShiftBody): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    const cur = await readForEdit(tx, 'shifts', b.id, b.version, 'shift');
    const date = cur.date as string;
    await refuseClosedMonths(tx, [date]);
    const startTime = b.startTime ?? timeOnDate(date, cur.starts_at as Date);
    const endTime = b.endTime ?? timeOnDate(date, cur.ends_at as Date);
    if (minutesOf(endTime) <= minutesOf(startTime))
      throw invalid('The end must be after the start', { endTime: 'The end must be after the start' });
    const startsAt = parisInstant(date, minutesOf(startTime));
    const endsAt = parisInstant(date, minutesOf(endTime));
    const clientId = b.clientId ?? cur.client_id;
    const changes: string[] = [];
    if (clientId !== cur.client_id) changes.push('clientId');
    if (b.shiftTypeId !== undefined && b.shiftTypeId !== cur.shift_type_id) changes.push('shiftTypeId');
    if (startsAt.getTime() !== ms(cur.starts_at as Date)) changes.push('startTime');
    if (endsAt.getTime() !== ms(cur.ends_at as Date)) changes.push('endTime');
    if (b.comment !== undefined && (b.comment || null) !== cur.comment) changes.push('comment');
    if (changes.length === 0) return getShiftDetail(tx, b.id, 'id');
    if (changes.includes('clientId') || changes.includes('startTime') || changes.includes('endTime')) {
      if (changes.includes('clientId')) {
        await checkPlacement(tx, {
          workerId: cur.worker_id,
          clientId,
          date,
          startsAt,
          endsAt,
          excludeShiftId: b.id,
          keepsDate: true,
          fields: { worker: 'id', client: 'clientId', date: 'id' },
        });
      } else {
        await checkOverlapOnly(tx, cur.worker_id, date, startsAt, endsAt, b.id);
      }
    }
    await requireShiftType(tx, b.shiftTypeId);
    await updateVersioned(
      tx,
      'shifts',
      b.id,
      b.version,
      {
        client_id: clientId,
        ...(b.shiftTypeId !== undefined ? { shift_type_id: b.shiftTypeId } : {}),
        starts_at: startsAt,
        ends_at: endsAt,
        ...(b.comment !== undefined ? { comment: b.comment || null } : {}),
      },
      'shift',
    );
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.updateShift',
      targetType: 'shift',
      targetId: b.id,
      summary: `Shift ${b.id}: changed ${changes.join(', ')}`,
    });
    return getShiftDetail(tx, b.id, 'id');
  });
}

type ShiftTarget = BodyOut<'planning', 'moveShift'>;

/** Move or duplicate: same times of day on the target date, for the target worker. */
export async function placeShiftCopy(
  db: Database,
  userId: number,
  b: ShiftTarget,
  mode: 'move' | 'duplicate',
): Promise<ShiftDetail> {
  return db.transaction().execute(async (tx) => {
    const cur = await tx.selectFrom('shifts').selectAll().where('id', '=', b.shiftId).executeTakeFirst();
    if (!cur) throw notFoundField('shiftId', `No such shift: ${b.shiftId}`);
    await refuseClosedMonths(tx, mode === 'move' ? [cur.date, b.targetDate] : [b.targetDate]);
    const startMin = Math.round((ms(cur.starts_at) - parisInstant(cur.date, 0).getTime()) / 60_000);
    const endMin = Math.round((ms(cur.ends_at) - parisInstant(cur.date, 0).getTime()) / 60_000);
    const startsAt = parisInstant(b.targetDate, startMin);
    const endsAt = parisInstant(b.targetDate, endMin);
    await checkPlacement(tx, {
      workerId: b.targetWorkerId,
      clientId: cur.client_id,
      date: b.targetDate,
      startsAt,
      endsAt,
      excludeShiftId: mode === 'move' ? cur.id : undefined,
      fields: { worker: 'targetWorkerId', client: 'shiftId', date: 'targetDate' },
    });
    let id = cur.id;
    if (mode === 'move') {
      await updateVersioned(
        tx,
        'shifts',
        cur.id,
        cur.version,
        { worker_id: b.targetWorkerId, date: b.targetDate, starts_at: startsAt, ends_at: endsAt },
        'shift',
      );
    } else {
      const inserted = await tx
        .insertInto('shifts')
        .values({
          worker_id: b.targetWorkerId,
          client_id: cur.client_id,
          shift_type_id: cur.shift_type_id,
          date: b.targetDate,
          starts_at: startsAt,
          ends_at: endsAt,
          comment: cur.comment,
          created_by: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
      await sql`insert into missions (shift_id, regular_mission_id, name, waypoints, km, comment)
        select ${id}, regular_mission_id, name, waypoints, km, comment from missions where shift_id = ${cur.id} order by id`.execute(
        tx,
      );
    }
    await recordAdminEvent(tx, {
      userId,
      action: mode === 'move' ? 'planning.moveShift' : 'planning.duplicateShift',
      targetType: 'shift',
      targetId: id,
      summary:
        mode === 'move'
          ? `Shift ${cur.id} moved from worker ${cur.worker_id} on ${cur.date} to worker ${b.targetWorkerId} on ${b.targetDate}`
          : `Shift ${cur.id} copied as shift ${id} to worker ${b.targetWorkerId} on ${b.targetDate}`,
    });
    return getShiftDetail(tx, id);
  });
}

async function shiftOfWorker(db: Executor, shiftId: number, workerId: number) {
  const cur = await db.selectFrom('shifts').selectAll().where('id', '=', shiftId).executeTakeFirst();
  if (!cur) throw notFoundField('shiftId', `No such shift: ${shiftId}`);
  if (cur.worker_id !== workerId) {
    const message = `Shift ${shiftId} belongs to worker ${cur.worker_id}, not ${workerId}`;
    throw invalid(message, { workerId: message });
  }
  return cur;
}

export async function deleteShift(db: Database, userId: number, b: BodyOut<'planning', 'deleteShift'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await shiftOfWorker(tx, b.shiftId, b.workerId);
    await refuseClosedMonths(tx, [cur.date]);
    await tx.deleteFrom('shifts').where('id', '=', cur.id).execute();
    const summary = `Shift ${cur.id} of ${cur.date} (${timeOnDate(cur.date, cur.starts_at)}–${timeOnDate(cur.date, cur.ends_at)}, client ${cur.client_id}) deleted: ${b.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'shift_deleted',
      action: 'planning.deleteShift',
      targetType: 'shift',
      targetId: cur.id,
      summary,
      data: { shiftId: cur.id, comment: b.comment },
    });
    return { shiftId: cur.id, deleted: true as const };
  });
}

export async function switchUnproductive(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'switchUnProudictiveShift'>,
) {
  return db.transaction().execute(async (tx) => {
    const cur = await shiftOfWorker(tx, b.shiftId, b.workerId);
    await refuseClosedMonths(tx, [cur.date]);
    const next = !cur.unproductive;
    await updateVersioned(
      tx,
      'shifts',
      cur.id,
      cur.version,
      { unproductive: next, unproductive_comment: b.comment },
      'shift',
    );
    const summary = `Shift ${cur.id} of ${cur.date} ${next ? 'switched to unproductive' : 'switched back to productive'}: ${b.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: next ? 'shift_unproductive' : 'shift_productive',
      action: 'planning.switchUnproductive',
      targetType: 'shift',
      targetId: cur.id,
      summary,
    });
    return getShiftDetail(tx, cur.id);
  });
}
