/**
 * Pay month closings (docs/product.md#pay-statements), the writes: the month marked closed, each
 * closing kept with its statements and payroll CSV, reopening recorded on it. SQL only: what
 * closing and reopening mean is in services/retrib/closeMonth.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { WorkerStatement } from './statements';

/** Rows of a multi-row insert: 6 parameters each, far below the protocol's 65,535. */
const INSERT_CHUNK = 1000;

export type PaidTotals = Map<number, { shortCode: string; name: string; total: number }>;

/** What a closing paid each worker: one indexed read of its statements' totals. */
export async function paidTotals(tx: Executor, closingId: number): Promise<PaidTotals> {
  const rows = await tx
    .selectFrom('pay_month_statements')
    .select([
      'worker_id',
      sql<string>`statement->'worker'->>'shortCode'`.as('short_code'),
      sql<string>`statement->'worker'->>'name'`.as('name'),
      sql<string>`statement->'totals'->>'total'`.as('total'),
    ])
    .where('closing_id', '=', closingId)
    .orderBy('position')
    .execute();
  return new Map(rows.map((r) => [r.worker_id, { shortCode: r.short_code, name: r.name, total: Number(r.total) }]));
}

/** Marks the month closed; false when it already was. */
export async function insertMonthClosed(tx: Executor, month: string, userId: number): Promise<boolean> {
  const inserted = await tx
    .insertInto('month_closings')
    .values({ month, closed_by: userId })
    .onConflict((oc) => oc.column('month').doNothing())
    .returning('month')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Marks the month open again; false when it was not closed. */
export async function deleteMonthClosed(tx: Executor, month: string): Promise<boolean> {
  const deleted = await tx.deleteFrom('month_closings').where('month', '=', month).returning('month').executeTakeFirst();
  return deleted !== undefined;
}

/** The month's latest kept closing, if any. */
export function latestPayClosing(tx: Executor, month: string) {
  return tx
    .selectFrom('pay_month_closings')
    .select('id')
    .where('month', '=', month)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The month's closing not reopened yet, if any. */
export function openPayClosing(tx: Executor, month: string) {
  return tx
    .selectFrom('pay_month_closings')
    .select('id')
    .where('month', '=', month)
    .where('reopened_at', 'is', null)
    .executeTakeFirst();
}

/** Keeps a closing: its payroll CSV, what changed since the previous one, then its statements. */
export async function insertPayClosing(
  tx: Executor,
  c: {
    month: string;
    userId: number;
    payrollCsv: string;
    changes: unknown[] | null;
    rows: { agencyId: number | null; statement: WorkerStatement }[];
  },
): Promise<number> {
  const closing = await tx
    .insertInto('pay_month_closings')
    .values({
      month: c.month,
      closed_by: c.userId,
      payroll_csv: c.payrollCsv,
      changes: c.changes ? JSON.stringify(c.changes) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < c.rows.length; i += INSERT_CHUNK)
    await tx
      .insertInto('pay_month_statements')
      .values(
        c.rows.slice(i, i + INSERT_CHUNK).map((r, j) => ({
          closing_id: closing.id,
          worker_id: r.statement.worker.id,
          position: i + j,
          team_id: r.statement.worker.team.id,
          agency_id: r.agencyId,
          statement: JSON.stringify(r.statement),
        })),
      )
      .execute();
  return closing.id;
}

/** Records the reopening on the closing, with the pay changes recomputed. */
export async function markClosingReopened(
  tx: Executor,
  closingId: number,
  r: { userId: number; reason: string; changes: unknown[] },
): Promise<void> {
  await tx
    .updateTable('pay_month_closings')
    .set({
      reopened_at: sql<Date>`now()`,
      reopened_by: r.userId,
      reopen_reason: r.reason,
      reopen_changes: JSON.stringify(r.changes),
    })
    .where('id', '=', closingId)
    .execute();
}
