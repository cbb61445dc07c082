import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface AdminEventInput {
  /** The staff user who made the change; null for the system (CLI, seed). */
  userId: number | null;
  /** Dotted verb, area first: `auth.login`, `clients.closeAccount`, `workers.add`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  summary: string;
}

/** Admin events written by this process: a list read keyed by it never predates a write. */
let writes = 0;
export const adminEventWrites = () => writes;

/**
 * Writes one entry of the audit trail (docs/product.md#audit-trail: every change made by staff). Pass the
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
  writes++;
}

export interface AdminEventFilter {
  action?: string;
  userId?: number;
  /** ISO dates, inclusive, in UTC. */
  dateFrom?: string;
  dateTo?: string;
  /** The changed row: its type, and optionally its id. */
  targetType?: string;
  targetId?: string;
  page: number;
  pageSize: number;
}

/** Counting stops this many pages past the one asked for: past it the total is "at least". */
export const COUNT_PAGES_AHEAD = 2;

export async function listAdminEvents(db: Executor, f: AdminEventFilter) {
  // A bounded count: the index walk stops a few pages ahead instead of counting every
  // event of a table that only grows. One statement: the capped walk is read once, counted,
  // and only the asked page is joined to its authors.
  const cap = (f.page + COUNT_PAGES_AHEAD) * f.pageSize;
  const capped = db
    .selectFrom('admin_events as e')
    // Only (id, at): the walk stays inside the index; the page's rows are fetched by id.
    .select(['e.id', 'e.at'])
    .$if(Boolean(f.action), (q) => q.where('e.action', '=', f.action!))
    .$if(Boolean(f.userId), (q) => q.where('e.user_id', '=', f.userId!))
    .$if(Boolean(f.targetType), (q) => q.where('e.target_type', '=', f.targetType!))
    .$if(Boolean(f.targetId), (q) => q.where('e.target_id', '=', f.targetId!))
    .$if(Boolean(f.dateFrom), (q) => q.where('e.at', '>=', new Date(`${f.dateFrom}T00:00:00Z`)))
    .$if(Boolean(f.dateTo), (q) => q.where('e.at', '<', sql<Date>`${`${f.dateTo}T00:00:00Z`}::timestamptz + interval '1 day'`))
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(cap + 1);

  const rows = await db
    .with('capped', () => capped)
    .with('page', (qc) =>
      qc.selectFrom('capped').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset((f.page - 1) * f.pageSize).limit(f.pageSize),
    )
    .selectFrom('page as p')
    .innerJoin('admin_events as e', 'e.id', 'p.id')
    .leftJoin('staff_users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'e.user_id', 'u.login', 'e.action', 'e.target_type', 'e.target_id', 'e.summary'])
    .select((eb) => eb.selectFrom('capped').select(eb.fn.countAll<number>().as('n')).as('total'))
    .orderBy('p.at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();

  // An empty page (past the end) still needs the count.
  const counted =
    rows.length > 0
      ? Number(rows[0].total)
      : Number((await db.with('capped', () => capped).selectFrom('capped').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

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
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
    page: f.page,
    pageSize: f.pageSize,
  };
}
