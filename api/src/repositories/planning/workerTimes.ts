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
import { iso, isoOrNull } from '../areaHelpers';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { readForEdit, updateVersioned } from '../versioned';
import { minutesOf, ms, recordWorkerChange, requireWorkerRow, timeOnDate } from './rules';
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

export async function addWorkerTime(db: Database, userId: number, b: BodyOut<'planning', 'addWorkerTime'>) {
  return db.transaction().execute(async (tx) => {
    await requireWorkerRow(tx, b.workerId, 'workerId');
    await refuseClosedMonths(tx, [b.date]);
    await requireGta(tx, b.gtaTypeId);
    const { id } = await tx
      .insertInto('worker_times')
      .values({
        worker_id: b.workerId,
        date: b.date,
        started_at: parisInstant(b.date, minutesOf(b.startTime)),
        ended_at: b.endTime ? parisInstant(b.date, minutesOf(b.endTime)) : null,
        gta_type_id: b.gtaTypeId ?? null,
        comment: b.comment || null,
        created_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.addWorkerTime',
      targetType: 'worker_time',
      targetId: id,
      summary: `Worker ${b.workerId}, ${b.date}: ${b.startTime}–${b.endTime ?? '…'}`,
    });
    return workerTimeById(tx, id);
  });
}

export async function editWorkerTime(db: Database, userId: number, b: BodyOut<'planning', 'editWorkerTime'>) {
  return db.transaction().execute(async (tx) => {
    const cur = await readForEdit(tx, 'worker_times', b.id, b.version, 'worker time');
    const date = cur.date as string;
    await refuseClosedMonths(tx, [date]);
    const start = b.startTime ?? timeOnDate(date, cur.started_at as Date);
    const end =
      b.endTime === undefined ? (cur.ended_at ? timeOnDate(date, cur.ended_at as Date) : null) : b.endTime;
    if (end !== null && minutesOf(end) <= minutesOf(start))
      throw invalid('The end must be after the start', { endTime: 'The end must be after the start' });
    await requireGta(tx, b.gtaTypeId);
    await updateVersioned(
      tx,
      'worker_times',
      b.id,
      b.version,
      {
        started_at: parisInstant(date, minutesOf(start)),
        ended_at: end === null ? null : parisInstant(date, minutesOf(end)),
        ...(b.gtaTypeId !== undefined ? { gta_type_id: b.gtaTypeId } : {}),
        ...(b.comment !== undefined ? { comment: b.comment || null } : {}),
      },
      'worker time',
    );
    await recordAdminEvent(tx, {
      userId,
      action: 'planning.editWorkerTime',
      targetType: 'worker_time',
      targetId: b.id,
      summary: `Worker ${cur.worker_id}, ${date}: ${start}–${end ?? '…'}`,
    });
    return workerTimeById(tx, b.id);
  });
}

export async function deleteWorkerTime(
  db: Database,
  userId: number,
  b: BodyOut<'planning', 'deleteWorkerTime'>,
) {
  return db.transaction().execute(async (tx) => {
    const cur = await tx
      .selectFrom('worker_times')
      .selectAll()
      .where('id', '=', b.workerTimeId)
      .executeTakeFirst();
    if (!cur) throw notFoundField('workerTimeId', `No such worker time: ${b.workerTimeId}`);
    if (cur.worker_id !== b.workerId) {
      const message = `Worker time ${cur.id} belongs to worker ${cur.worker_id}, not ${b.workerId}`;
      throw invalid(message, { workerId: message });
    }
    if (cur.date !== b.date) {
      const message = `Worker time ${cur.id} is of ${cur.date}, not ${b.date}`;
      throw invalid(message, { date: message });
    }
    await refuseClosedMonths(tx, [cur.date]);
    await tx.deleteFrom('worker_times').where('id', '=', cur.id).execute();
    const summary = `Worker time ${cur.id} of ${cur.date} deleted: ${b.comment}`;
    await recordWorkerChange(tx, {
      workerId: cur.worker_id,
      userId,
      kind: 'worker_time_deleted',
      action: 'planning.deleteWorkerTime',
      targetType: 'worker_time',
      targetId: cur.id,
      summary,
      data: { workerTimeId: cur.id, comment: b.comment },
    });
    return { workerTimeId: cur.id, deleted: true as const };
  });
}
