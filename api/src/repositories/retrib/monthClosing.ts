/**
 * Closed pay months (docs/product.md#pay-statements): the writes that reach into a month call
 * `refuseClosedMonths` in their transaction; it takes a shared advisory lock per month before
 * reading `month_closings`, and closing takes it exclusively, so a write that saw the month open
 * commits before the month is closed, never after.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { iso } from '../rowValues';

/** First key of the advisory locks of pay months; the second is YYYYMM. */
const MONTH_LOCK = 280045;
const monthKey = (month: string) => Number(month.replace('-', ''));

/** The month's lock, exclusive: closing and reopening. */
export async function lockMonth(tx: Executor, month: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MONTH_LOCK}, ${monthKey(month)})`.execute(tx);
}

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
  if (closed) throw conflict(`Pay for ${closed.month} is closed: reopen it first`);
}

/** The closed pay months (YYYY-MM, in order) that hold a date of the period. */
export async function closedMonthsBetween(db: Executor, dateStart: string, dateEnd: string): Promise<string[]> {
  const rows = await db
    .selectFrom('month_closings')
    .select('month')
    .where('month', '>=', dateStart.slice(0, 7))
    .where('month', '<=', dateEnd.slice(0, 7))
    .orderBy('month')
    .execute();
  return rows.map((r) => r.month);
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

/** refuseClosedMonths for the date of a shift (mission changes move its pay); nothing if there is no such shift. */
export async function refuseClosedShiftMonth(tx: Executor, shiftId: number): Promise<void> {
  const s = await tx.selectFrom('shifts').select('date').where('id', '=', shiftId).executeTakeFirst();
  if (s) await refuseClosedMonths(tx, [s.date]);
}
