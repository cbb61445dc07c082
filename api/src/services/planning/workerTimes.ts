/**
 * Worker times' changes (docs/product.md#calls-planning): add, edit with optimistic locking,
 * delete with a comment kept on the worker's timeline, each in one transaction with its admin
 * event, refused in a closed month. The writes fire the triggers
 * repositories/planning/workerTimes.ts names.
 */
import type { Database } from '../../db/database';
import { invalid, notFoundField } from '../../domain/errors';
import { parisInstant } from '../../domain/dates';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordWorkerChange } from '../../repositories/events/workerEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import { readForEdit, updateVersioned } from '../../repositories/versioned';
import { minutesOf, requireWorkerRow, timeOnDate } from '../../repositories/planning/rules';
import { refuseClosedMonths } from '../../repositories/retrib/monthClosing';
import {
  deleteWorkerTimeRow,
  insertWorkerTime,
  requireGta,
  workerTimeById,
  workerTimeRow,
} from '../../repositories/planning/workerTimes';

export async function addWorkerTime(db: Database, userId: number, workerTime: BodyOut<'planning', 'addWorkerTime'>) {
  return db.transaction().execute(async (tx) => {
    await requireWorkerRow(tx, workerTime.workerId, 'workerId');
    await refuseClosedMonths(tx, [workerTime.date]);
    await requireGta(tx, workerTime.gtaTypeId);
    const id = await insertWorkerTime(tx, {
      workerId: workerTime.workerId,
      date: workerTime.date,
      startedAt: parisInstant(workerTime.date, minutesOf(workerTime.startTime)),
      endedAt: workerTime.endTime ? parisInstant(workerTime.date, minutesOf(workerTime.endTime)) : null,
      gtaTypeId: workerTime.gtaTypeId ?? null,
      comment: workerTime.comment || null,
      createdBy: userId,
    });
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addWorkerTime',
      targetType: 'worker_time',
      targetId: id,
      summary: `Worker ${workerTime.workerId}, ${workerTime.date}: ${workerTime.startTime}–${workerTime.endTime ?? '…'}`,
      data: {
        workerId: workerTime.workerId,
        date: workerTime.date,
        startTime: workerTime.startTime,
        endTime: workerTime.endTime ?? null,
      },
    });
    return workerTimeById(tx, id);
  });
}

export async function editWorkerTime(db: Database, userId: number, edit: BodyOut<'planning', 'editWorkerTime'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await readForEdit(tx, 'worker_times', edit.id, edit.version, 'worker time');
    const date = cur.date as string;
    await refuseClosedMonths(tx, [date]);
    const start = edit.startTime ?? timeOnDate(date, cur.started_at as Date);
    const end =
      edit.endTime === undefined ? (cur.ended_at ? timeOnDate(date, cur.ended_at as Date) : null) : edit.endTime;
    if (end !== null && minutesOf(end) <= minutesOf(start))
      throw invalid('The end must be after the start', { endTime: 'The end must be after the start' });
    await requireGta(tx, edit.gtaTypeId);
    await updateVersioned(
      tx,
      'worker_times',
      edit.id,
      edit.version,
      {
        started_at: parisInstant(date, minutesOf(start)),
        ended_at: end === null ? null : parisInstant(date, minutesOf(end)),
        ...(edit.gtaTypeId !== undefined ? { gta_type_id: edit.gtaTypeId } : {}),
        ...(edit.comment !== undefined ? { comment: edit.comment || null } : {}),
      },
      'worker time',
    );
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.editWorkerTime',
      targetType: 'worker_time',
      targetId: edit.id,
      summary: `Worker ${cur.worker_id}, ${date}: ${start}–${end ?? '…'}`,
      data: { workerId: cur.worker_id, date, startTime: start, endTime: end ?? null },
    });
    return workerTimeById(tx, edit.id);
  });
}

export async function deleteWorkerTime(
  db: Database,
  userId: number,
  removal: BodyOut<'planning', 'deleteWorkerTime'>,
) {
  return db.transaction().execute(async (tx) => {
    const cur = await workerTimeRow(tx, removal.workerTimeId);
    if (!cur) throw notFoundField('workerTimeId', `No such worker time: ${removal.workerTimeId}`);
    if (cur.worker_id !== removal.workerId) {
      const message = `Worker time ${cur.id} belongs to worker ${cur.worker_id}, not ${removal.workerId}`;
      throw invalid(message, { workerId: message });
    }
    if (cur.date !== removal.date) {
      const message = `Worker time ${cur.id} is of ${cur.date}, not ${removal.date}`;
      throw invalid(message, { date: message });
    }
    await refuseClosedMonths(tx, [cur.date]);
    await deleteWorkerTimeRow(tx, cur.id);
    const summary = `Worker time ${cur.id} of ${cur.date} deleted: ${removal.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'worker_time_deleted',
      action: 'planning.deleteWorkerTime',
      targetType: 'worker_time',
      targetId: cur.id,
      summary,
      data: { workerTimeId: cur.id, date: cur.date, comment: removal.comment },
    });
    return { workerTimeId: cur.id, deleted: true as const };
  });
}
