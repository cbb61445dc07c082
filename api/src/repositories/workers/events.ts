/**
 * Workers (docs/product.md#calls-workers): the timeline of worker events (written by
 * events/workerEvents.ts in each change's transaction).
 */
import { notFoundField } from '../../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { fullName, iso } from '../rowValues';
import type { ResponseOut } from '../areaTypes';

type WorkerEventRow = ResponseOut<'workers', 'getWorkersEvents'>['items'][number];
/**
 * Worker events (one worker's, or everyone's; of one kind or all), newest first, a page at a
 * time (by number, or after the event `after`: keyset, for a timeline that only grows), with
 * their total: one statement. The page walks an index on (worker_id, at desc, id
 * desc), (kind, at desc, id desc) or (at desc, id desc); the total is counted on worker_events
 * alone (every event has its worker: the foreign key cascades).
 */
export async function listWorkerEvents(
  db: Executor,
  f: { workerId?: number; kind?: string; after?: number; page: number; pageSize: number },
) {
  const filters = [
    ...(f.workerId ? [sql`e.worker_id = ${f.workerId}`] : []),
    ...(f.kind ? [sql`e.kind = ${f.kind}`] : []),
  ];
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const found = f.workerId ? sql`exists (select 1 from workers where id = ${f.workerId})` : sql`true`;
  // Keyset: the rows after the event `after` in (at desc, id desc), through the same index as a page.
  const pageWhere = f.after
    ? sql`where ${sql.join([...filters, sql`(e.at, e.id) < (select a.at, a.id from worker_events a where a.id = ${f.after})`], sql` and `)}`
    : where;
  const offset = f.after ? 0 : (f.page - 1) * f.pageSize;
  const { rows } = await sql<{
    found: boolean;
    total: number;
    id: number | null;
    at: Date;
    worker_id: number;
    short_code: string;
    first_name: string;
    last_name: string;
    user_id: number | null;
    user_name: string | null;
    kind: string;
    summary: string;
    data: WorkerEventRow['data'];
  }>`
    select ${found} as found, c.total, p.*
    from (select count(*) as total from worker_events e ${where}) c
    left join lateral (
      select e.id, e.at, e.worker_id, w.short_code, w.first_name, w.last_name, e.user_id, u.name as user_name, e.kind, e.summary, e.data
      from worker_events e
      join workers w on w.id = e.worker_id
      left join staff_users u on u.id = e.user_id
      ${pageWhere}
      order by e.at desc, e.id desc
      limit ${f.pageSize} offset ${offset}
    ) p on true`.execute(db);
  if (!rows[0].found) throw notFoundField('workerId', `No such worker: ${f.workerId}`);
  const items: WorkerEventRow[] = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id!,
      at: iso(r.at),
      worker: { id: r.worker_id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) },
      userId: r.user_id,
      userName: r.user_name,
      kind: r.kind,
      summary: r.summary,
      data: r.data ?? null,
    }));
  return { items, total: Number(rows[0].total), page: f.page, pageSize: f.pageSize };
}
