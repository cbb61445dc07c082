import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

export type Executor = Kysely<DB> | Transaction<DB>;

export interface AdminEventInput {
  /** The staff user who made the change; null for the system (CLI, seed). */
  userId: number | null;
  /** Dotted verb, area first: `auth.login`, `clients.closeAccount`, `workers.add`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  summary: string;
}

/**
 * Writes one entry of the audit trail (DESIGN §4: every change made by staff). Pass the
 * transaction of the change so that the change and its event commit together.
 */
export async function recordAdminEvent(db: Executor, event: AdminEventInput): Promise<void> {
  await db
    .insertInto('admin_events')
    .values({
      user_id: event.userId,
      action: event.action,
      target_type: event.targetType,
      target_id: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
      summary: event.summary.slice(0, 2000),
    })
    .execute();
}

export interface AdminEventFilter {
  action?: string;
  userId?: number;
  /** ISO dates, inclusive, in UTC. */
  dateFrom?: string;
  dateTo?: string;
  page: number;
  pageSize: number;
}

/** Counting stops this many pages past the one asked for: past it the total is "at least". */
export const COUNT_PAGES_AHEAD = 5;

export async function listAdminEvents(db: Executor, f: AdminEventFilter) {
  let q = db.selectFrom('admin_events as e');
  if (f.action) q = q.where('e.action', '=', f.action);
  if (f.userId) q = q.where('e.user_id', '=', f.userId);
  if (f.dateFrom) q = q.where('e.at', '>=', new Date(`${f.dateFrom}T00:00:00Z`));
  if (f.dateTo) q = q.where('e.at', '<', sql<Date>`${`${f.dateTo}T00:00:00Z`}::timestamptz + interval '1 day'`);

  const rows = await q
    .leftJoin('staff_users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.user_id', 'u.login', 'e.action', 'e.target_type', 'e.target_id', 'e.summary'])
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();

  // A bounded count: the index walk stops a few pages ahead instead of counting every
  // event of a table that only grows (one full count costs more than the page itself).
  const cap = (f.page + COUNT_PAGES_AHEAD) * f.pageSize;
  const { total } = await db
    .selectFrom(q.select(sql.lit(1).as('one')).limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();

  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      userId: r.user_id,
      userLogin: r.login,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      summary: r.summary,
    })),
    total: Math.min(Number(total), cap),
    totalIsLowerBound: Number(total) > cap,
    page: f.page,
    pageSize: f.pageSize,
  };
}
