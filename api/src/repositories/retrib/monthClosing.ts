/**
 * Closed pay months (docs/product.md#pay-statements): closing a month freezes its shifts and
 * worker times; reopening it needs a reason, kept in the admin events.
 *
 * The planning writes of shifts and worker times call `refuseClosedMonths` in their transaction
 * with the dates they touch. It takes a shared advisory lock per month before reading
 * `month_closings`, and closing takes the same lock exclusively: a write that saw the month open
 * commits before the month is closed, never after.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../http/errors';
import { recordAdminEvent } from '../adminEvents';
import { iso } from '../areaHelpers';

/** First key of the advisory locks of pay months; the second is YYYYMM. */
const MONTH_LOCK = 280045;
const monthKey = (month: string) => Number(month.replace('-', ''));

/** 409 naming the first closed month among the dates' months. */
export async function refuseClosedMonths(tx: Executor, dates: readonly string[]): Promise<void> {
  const months = [...new Set(dates.map((d) => d.slice(0, 7)))].sort();
  if (months.length === 0) return;
  for (const m of months)
    await sql`select pg_advisory_xact_lock_shared(${MONTH_LOCK}, ${monthKey(m)})`.execute(tx);
  const closed = await tx
    .selectFrom('month_closings')
    .select('month')
    .where('month', 'in', months)
    .orderBy('month')
    .executeTakeFirst();
  if (closed)
    throw conflict(
      `The pay month ${closed.month} is closed: its shifts and worker times cannot change until it is reopened`,
    );
}

export async function monthClosingOf(db: Executor, month: string) {
  const row = await db
    .selectFrom('month_closings as mc')
    .leftJoin('staff_users as u', 'u.id', 'mc.closed_by')
    .select(['mc.closed_at', 'u.name'])
    .where('mc.month', '=', month)
    .executeTakeFirst();
  return row ? { closedAt: iso(row.closed_at), closedBy: row.name ?? null } : null;
}

export async function closeMonth(db: Database, userId: number, month: string) {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MONTH_LOCK}, ${monthKey(month)})`.execute(tx);
    const inserted = await tx
      .insertInto('month_closings')
      .values({ month, closed_by: userId })
      .onConflict((oc) => oc.column('month').doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!inserted) throw conflict(`The pay month ${month} is already closed`);
    await recordAdminEvent(tx, {
      userId,
      action: 'retrib.closeMonth',
      targetType: 'pay_month',
      targetId: month,
      summary: `Pay month ${month} closed: its shifts and worker times are frozen`,
    });
    return { month, closed: await monthClosingOf(tx, month) };
  });
}

export async function reopenMonth(db: Database, userId: number, month: string, reason: string) {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MONTH_LOCK}, ${monthKey(month)})`.execute(tx);
    const deleted = await tx
      .deleteFrom('month_closings')
      .where('month', '=', month)
      .returning('month')
      .executeTakeFirst();
    if (!deleted) throw conflict(`The pay month ${month} is not closed`);
    await recordAdminEvent(tx, {
      userId,
      action: 'retrib.reopenMonth',
      targetType: 'pay_month',
      targetId: month,
      summary: `Pay month ${month} reopened: ${reason}`,
    });
    return { month, closed: null };
  });
}

/** refuseClosedMonths for the date of a shift (mission changes move its pay); nothing if there is no such shift. */
export async function refuseClosedShiftMonth(tx: Executor, shiftId: number): Promise<void> {
  const s = await tx.selectFrom('shifts').select('date').where('id', '=', shiftId).executeTakeFirst();
  if (s) await refuseClosedMonths(tx, [s.date]);
}
