/**
 * Workers (docs/product.md#calls-workers): a worker's times, a page at a time with their total.
 */
import { notFoundField } from '../../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { iso, isoOrNull } from '../rowValues';
import type { ResponseOut } from '../areaTypes';

type WorkerTimeRow = ResponseOut<'workers', 'getWorkerTimes'>['items'][number];
/** A worker's time as read: whole minutes between start and end (milliseconds, rounded as Math.round does). */
const timeMinutes = sql<number | null>`case when wt.ended_at is null then null else round(
  (floor(extract(epoch from wt.ended_at) * 1000) - floor(extract(epoch from wt.started_at) * 1000)) / 60000
)::int end`;

/**
 * A worker's times, newest first, a page at a time, with the period's total and minutes: one
 * statement (the period's count and minutes, the page through the index on (worker_id, date
 * desc, started_at desc, id desc), and whether the worker exists).
 */
export async function listWorkerTimes(
  db: Executor,
  f: { workerId: number; dateFrom?: string; dateTo?: string; page: number; pageSize: number },
) {
  const period = sql.join(
    [
      sql`wt.worker_id = ${f.workerId}`,
      ...(f.dateFrom ? [sql`wt.date >= ${f.dateFrom}`] : []),
      ...(f.dateTo ? [sql`wt.date <= ${f.dateTo}`] : []),
    ],
    sql` and `,
  );
  const { rows } = await sql<{
    found: boolean;
    total: number;
    total_minutes: number;
    id: number | null;
    worker_id: number;
    date: string;
    started_at: Date;
    ended_at: Date | null;
    minutes: number | null;
    gta_type_id: number | null;
    gta_name: string | null;
    comment: string | null;
    version: number;
  }>`
    select exists (select 1 from workers where id = ${f.workerId}) as found, c.total, c.total_minutes, p.*
    from (
      select count(*) as total, coalesce(sum(${timeMinutes}), 0) as total_minutes
      from worker_times wt where ${period}
    ) c
    left join lateral (
      select wt.id, wt.worker_id, wt.date, wt.started_at, wt.ended_at, ${timeMinutes} as minutes,
             wt.gta_type_id, g.name as gta_name, wt.comment, wt.version
      from worker_times wt left join gta_types g on g.id = wt.gta_type_id
      where ${period}
      order by wt.date desc, wt.started_at desc, wt.id desc
      limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}
    ) p on true`.execute(db);
  if (!rows[0].found) throw notFoundField('workerId', `No such worker: ${f.workerId}`);
  const items: WorkerTimeRow[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      workerId: r.worker_id,
      date: r.date,
      startedAt: iso(r.started_at),
      endedAt: isoOrNull(r.ended_at),
      minutes: r.minutes === null ? null : Number(r.minutes),
      gtaType: r.gta_type_id ? { id: r.gta_type_id, name: r.gta_name! } : null,
      comment: r.comment,
      version: r.version,
    }));
  return {
    items,
    total: Number(rows[0].total),
    page: f.page,
    pageSize: f.pageSize,
    totalMinutes: Number(rows[0].total_minutes),
  };
}
