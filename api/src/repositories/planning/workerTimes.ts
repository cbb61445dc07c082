/**
 * Worker times (docs/product.md#calls-planning): the times of a worker on a date, and the rows
 * their changes write (services/planning/workerTimes.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - worker_times → worker_times_worker_days_insert/update/delete: recount worker_days of old and new dates
 */
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { iso, isoOrNull } from '../rowValues';
import type { ResponseOut } from '../areaTypes';
import { ms, requireWorkerRow } from './rules';

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

export async function workerTimeById(db: Executor, id: number) {
  return toWorkerTime(await workerTimesBase(db).where('wt.id', '=', id).executeTakeFirstOrThrow());
}

/** 404 naming gtaTypeId when the type is unknown. */
export async function requireGta(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const g = await db.selectFrom('gta_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!g) throw notFoundField('gtaTypeId', `No such gta type: ${id}`);
}

export function workerTimeRow(db: Executor, id: number) {
  return db.selectFrom('worker_times').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a worker time; returns its id. */
export async function insertWorkerTime(
  tx: Executor,
  time: { workerId: number; date: string; startedAt: Date; endedAt: Date | null; gtaTypeId: number | null; comment: string | null; createdBy: number },
) {
  const { id } = await tx
    .insertInto('worker_times')
    .values({
      worker_id: time.workerId,
      date: time.date,
      started_at: time.startedAt,
      ended_at: time.endedAt,
      gta_type_id: time.gtaTypeId,
      comment: time.comment,
      created_by: time.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteWorkerTimeRow(tx: Executor, id: number) {
  await tx.deleteFrom('worker_times').where('id', '=', id).execute();
}
