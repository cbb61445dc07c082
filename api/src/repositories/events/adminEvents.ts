import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { COUNT_PAGES_AHEAD, KEYSET_CURSOR } from '../paging';

export interface AdminEventInput {
  /** The staff user who made the change; null for the system (CLI, seed). */
  userId: number | null;
  /** Dotted verb, area first: `auth.login`, `clients.closeAccount`, `workers.add`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** The English sentence, kept for older readers and for rows the reader cannot word. */
  summary: string;
  /**
   * The values the Settings trail words its sentence from, in the reader's language (changed
   * field keys, names, old and new values); see adminEventData.ts for each action's values.
   */
  data?: Record<string, unknown>;
}

/** The changes of an edit as the admin trail keeps them: each field's key, old and new value. */
export const changeList = (
  names: readonly string[],
  changes: Readonly<Record<string, { from: unknown; to: unknown } | undefined>>,
) => names.map((field) => ({ field, from: changes[field]?.from ?? null, to: changes[field]?.to ?? null }));

/**
 * Writes one entry of the audit trail (docs/product.md#audit-trail: every change made by staff). Pass the
 * transaction of the change so that the change and its event commit together.
 */
export async function recordAdminEvent(db: Executor, event: AdminEventInput): Promise<void> {
  await db.insertInto('admin_events').values(adminEventRow(event)).execute();
}

/** Many entries of the audit trail in one statement (a rule changing thousands of rows at once). */
export async function recordAdminEvents(db: Executor, events: readonly AdminEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db.insertInto('admin_events').values(events.map(adminEventRow)).execute();
}

/**
 * The admin event of a change written by the caller's next statement: `withAdminEvent(tx,
 * event).insertInto(...)` makes the event's insert a data-modifying `with` of that statement, so
 * a change and its event cost one round trip (the timelines' recordClientChange, recordWorkerChange).
 */
export function withAdminEvent(db: Executor, event: AdminEventInput) {
  return db.with('admin_event', (qb) => qb.insertInto('admin_events').values(adminEventRow(event)));
}

function adminEventRow(event: AdminEventInput) {
  return {
    user_id: event.userId,
    action: event.action,
    target_type: event.targetType,
    target_id: event.targetId === undefined || event.targetId === null ? null : String(event.targetId),
    summary: event.summary.slice(0, 2000),
    data: event.data === undefined ? null : JSON.stringify(event.data),
  };
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
  /**
   * Keyset: the `nextCursor` of the previous page (the last row's time to the microsecond and
   * id). When given, the page starts right after it and `page` only echoes back.
   */
  cursor?: string;
}

interface EventRow {
  counted: number;
  id: number | null;
  at: Date | string | null;
  cursor_at: string | null;
  user_id: number | null;
  user_login: string | null;
  action: string | null;
  target_type: string | null;
  target_id: string | null;
  summary: string | null;
  data: unknown;
}

/**
 * adminEvents/getAdminEvents: ONE query. The matching events are walked newest first on the
 * composite index that fits the filters (action / user / user+action / target type / target
 * type+id / action+target type, each followed by `at desc, id desc`, migrations 0001, 0003,
 * 0007, 0037), reading ids only, at most `cap + 1` of them (the count a few pages ahead,
 * `totalIsLowerBound` past it); the page's rows are then joined with their author's login.
 * Read from the table at each call: an event is shown as soon as it is committed, whatever
 * its id (a long transaction committing after a short one included).
 */
export async function listAdminEvents(db: Executor, f: AdminEventFilter) {
  const keyset = f.cursor === undefined ? undefined : KEYSET_CURSOR.exec(f.cursor);
  if (f.cursor !== undefined && !keyset) throw new Error('Invalid admin events cursor');
  // With a cursor the count runs from it: this page and COUNT_PAGES_AHEAD more.
  const cap = (keyset ? 1 + COUNT_PAGES_AHEAD : f.page + COUNT_PAGES_AHEAD) * f.pageSize;
  const skip = keyset ? 0 : (f.page - 1) * f.pageSize;
  const where = [
    f.action !== undefined ? sql`action = ${f.action}` : undefined,
    f.userId !== undefined ? sql`user_id = ${f.userId}` : undefined,
    f.targetType !== undefined ? sql`target_type = ${f.targetType}` : undefined,
    f.targetId !== undefined ? sql`target_id = ${f.targetId}` : undefined,
    f.dateFrom ? sql`at >= ${`${f.dateFrom}T00:00:00Z`}::timestamptz` : undefined,
    f.dateTo ? sql`at < ${`${f.dateTo}T00:00:00Z`}::timestamptz + interval '1 day'` : undefined,
    keyset ? sql`(at, id) < (${keyset[1]}::timestamptz, ${keyset[2]}::bigint)` : undefined,
  ].filter((c) => c !== undefined);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const { rows } = await sql<EventRow>`
    with matched as (
      select id, at from admin_events ${condition}
      order by at desc, id desc
      limit ${cap + 1}
    ),
    counted as (select count(*)::int as counted from matched),
    page as (
      select id from matched order by at desc, id desc offset ${skip} limit ${f.pageSize}
    )
    select c.counted, e.id, e.at,
      to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      e.user_id, u.login as user_login, e.action, e.target_type, e.target_id, e.summary, e.data
    from counted c
    left join (page p join admin_events e on e.id = p.id left join staff_users u on u.id = e.user_id) on true
    order by e.at desc, e.id desc`.execute(db);
  const counted = rows[0]?.counted ?? 0;
  const items = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: Number(r.id),
      at: new Date(r.at!).toISOString(),
      userId: r.user_id,
      userLogin: r.user_id === null ? null : r.user_login,
      action: r.action!,
      targetType: r.target_type!,
      targetId: r.target_id,
      summary: r.summary!,
      data: r.data && typeof r.data === 'object' && !Array.isArray(r.data) ? (r.data as Record<string, unknown>) : null,
    }));
  const last = rows.length && rows[rows.length - 1].id !== null ? rows[rows.length - 1] : undefined;
  const more = counted > skip + items.length;
  return {
    items,
    total: Math.min(counted, cap),
    totalIsLowerBound: counted > cap,
    page: f.page,
    pageSize: f.pageSize,
    nextCursor: more && last ? `${last.cursor_at}~${last.id}` : null,
  };
}
