/**
 * Worker times (docs/product.md#calls-planning): the times of a worker on a date, and their
 * changes (add, edit with optimistic locking, delete with a comment kept on the worker's
 * timeline), each in one transaction with its admin event.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - worker_times → worker_times_worker_days_insert/update/delete: recount worker_days of old and new dates
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { invalid, notFoundField } from '../../domain/errors';
import { parisInstant } from '../../domain/dates';
import { recordAdminEvent } from '../events/adminEvents';
import { iso, isoOrNull } from '../rowValues';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { readForEdit, updateVersioned } from '../versioned';
import { minutesOf, ms, requireWorkerRow, timeOnDate } from './rules';
import { recordWorkerChange } from '../events/workerEvents';
import { refuseClosedMonths } from '../retrib/monthClosing';

type WorkerTimeRow = ResponseOut<'planning', 'getWorkerTimeByWorkerId'>[number];

export function workerTimesBase(db: Executor) {
  return db
    .selectFrom('worker_times as wt')
    .leftJoin('gta_types as g', 'g.id', 'wt.gta_type_id')
    .select([
      'wt.id',
      'wt.worker_id',
      'wt.date',
      'wt.started_at',
      'wt.ended_at',
      'wt.gta_type_id',
      'g.name as gta_name',
      'g.is_absence',
      'wt.comment',
      'wt.version',
    ]);
}
export type TimeBaseRow = Awaited<ReturnType<ReturnType<typeof workerTimesBase>['executeTakeFirstOrThrow']>>;

export function toWorkerTime(r: TimeBaseRow): WorkerTimeRow {
  return {
    id: r.id,
    workerId: r.worker_id,
    date: r.date,
    startedAt: iso(r.started_at),
    endedAt: isoOrNull(r.ended_at),
    minutes: r.ended_at ? Math.round((ms(r.ended_at) - ms(r.started_at)) / 60_000) : null,
    gtaType: r.gta_type_id ? { id: r.gta_type_id, name: r.gta_name! } : null,
    comment: r.comment,
    version: r.version,
  };
}

export async function getWorkerTimesOn(db: Executor, workerId: number, date: string) {
  await requireWorkerRow(db, workerId, 'workerId');
  const rows = await workerTimesBase(db)
    .where('wt.worker_id', '=', workerId)
    .where('wt.date', '=', date)
    .orderBy('wt.started_at')
    .execute();
  return rows.map(toWorkerTime);
}

async function workerTimeById(db: Executor, id: number) {
  return toWorkerTime(await workerTimesBase(db).where('wt.id', '=', id).executeTakeFirstOrThrow());
}

async function requireGta(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const g = await db.selectFrom('gta_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!g) throw notFoundField('gtaTypeId', `No such gta type: ${id}`);
}

export async function addWorkerTime(db: Database, userId: number, workerTime: BodyOut<'planning', 'addWorkerTime'>) {
  return db.transaction().execute(async (tx) => {
    await requireWorkerRow(tx, workerTime.workerId, 'workerId');
    await refuseClosedMonths(tx, [workerTime.date]);
    await requireGta(tx, workerTime.gtaTypeId);
    const { id } = await tx
      .insertInto('worker_times')
      .values({
        worker_id: workerTime.workerId,
        date: workerTime.date,
        started_at: parisInstant(workerTime.date, minutesOf(workerTime.startTime)),
        ended_at: workerTime.endTime ? parisInstant(workerTime.date, minutesOf(workerTime.endTime)) : null,
        gta_type_id: workerTime.gtaTypeId ?? null,
        comment: workerTime.comment || null,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addWorkerTime',
      targetType: 'worker_time',
      targetId: id,
      summary: `Worker ${workerTime.workerId}, ${workerTime.date}: ${workerTime.startTime}–${workerTime.endTime ?? '…'}`,
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
    const cur = await tx
      .selectFrom('worker_times')
      .selectAll()
      .where('id', '=', removal.workerTimeId)
      .executeTakeFirst();
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
    await tx.deleteFrom('worker_times').where('id', '=', cur.id).execute();
    const summary = `Worker time ${cur.id} of ${cur.date} deleted: ${removal.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'worker_time_deleted',
      action: 'planning.deleteWorkerTime',
      targetType: 'worker_time',
      targetId: cur.id,
      summary,
      data: { workerTimeId: cur.id, comment: removal.comment },
    });
    return { workerTimeId: cur.id, deleted: true as const };
  });
}
