/**
 * Closing and reopening a pay month (docs/product.md#pay-statements). Closing stores what is paid
 * (each worker's statement, the payroll CSV), read back as stored while the month is closed; a
 * later closing lists the workers whose pay changed. Reopening needs a reason and recomputes;
 * every closing is kept: each is what was paid at the time.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { recordAdminEvent } from '../events/adminEvents';
import type { ResponseOut } from '../areaTypes';
import { lockMonth, monthClosingOf } from './monthClosing';
import { payrollCsvText, statementRows, type WorkerStatement } from './statements';

/** Rows of a multi-row insert: 6 parameters each, far below the protocol's 65,535. */
const INSERT_CHUNK = 1000;
/** Changes named in an admin event's summary; all of them are kept with the closing. */
const CHANGES_IN_SUMMARY = 10;

type PayChange = ResponseOut<'retrib', 'closeMonth'>['changes'][number];

const euros = (cents: number) => (cents / 100).toFixed(2);

type PaidTotals = Map<number, { shortCode: string; name: string; total: number }>;

/** What a closing paid each worker: one indexed read of its statements' totals. */
async function paidTotals(tx: Executor, closingId: number): Promise<PaidTotals> {
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
  return new Map(
    rows.map((r) => [r.worker_id, { shortCode: r.short_code, name: r.name, total: Number(r.total) }]),
  );
}

/** Workers whose total differs between what was paid and the statements now; one missing on a side counts 0. */
function payChanges(paid: PaidTotals, now: WorkerStatement[]): PayChange[] {
  const changes: PayChange[] = [];
  const seen = new Set<number>();
  for (const s of now) {
    seen.add(s.worker.id);
    const before = paid.get(s.worker.id)?.total ?? 0;
    if (before !== s.totals.total)
      changes.push({
        workerId: s.worker.id,
        shortCode: s.worker.shortCode,
        name: s.worker.name,
        paid: before,
        now: s.totals.total,
      });
  }
  for (const [workerId, p] of paid)
    if (!seen.has(workerId) && p.total !== 0)
      changes.push({ workerId, shortCode: p.shortCode, name: p.name, paid: p.total, now: 0 });
  return changes;
}

function changesText(changes: PayChange[]): string {
  const named = changes
    .slice(0, CHANGES_IN_SUMMARY)
    .map((c) => `${c.shortCode} ${c.name} ${euros(c.paid)} -> ${euros(c.now)} EUR`);
  if (changes.length > CHANGES_IN_SUMMARY) named.push(`and ${changes.length - CHANGES_IN_SUMMARY} more`);
  return named.join(', ');
}

export async function closeMonth(db: Database, userId: number, month: string) {
  return db.transaction().execute(async (tx) => {
    await lockMonth(tx, month);
    const inserted = await tx
      .insertInto('month_closings')
      .values({ month, closed_by: userId })
      .onConflict((oc) => oc.column('month').doNothing())
      .returning('month')
      .executeTakeFirst();
    if (!inserted) throw conflict(`Pay for ${month} is already closed`);
    const [rows, previous] = await Promise.all([
      statementRows(tx, month, {}),
      tx
        .selectFrom('pay_month_closings')
        .select('id')
        .where('month', '=', month)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    ]);
    const statements = rows.map((r) => r.statement);
    const changes = previous ? payChanges(await paidTotals(tx, previous.id), statements) : [];
    const closing = await tx
      .insertInto('pay_month_closings')
      .values({
        month,
        closed_by: userId,
        payroll_csv: payrollCsvText(month, statements),
        changes: previous ? JSON.stringify(changes) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await tx
        .insertInto('pay_month_statements')
        .values(
          rows.slice(i, i + INSERT_CHUNK).map((r, j) => ({
            closing_id: closing.id,
            worker_id: r.statement.worker.id,
            position: i + j,
            team_id: r.statement.worker.team.id,
            agency_id: r.agencyId,
            statement: JSON.stringify(r.statement),
          })),
        )
        .execute();
    const total = statements.reduce((a, s) => a + s.totals.total, 0);
    await recordAdminEvent(tx, {
      userId,
      action: 'retrib.closeMonth',
      targetType: 'pay_month',
      targetId: month,
      summary:
        `Pay month ${month} closed: ${statements.length} statements and the payroll CSV stored, ${euros(total)} EUR in all` +
        (previous
          ? changes.length
            ? `; changed since the previous closing: ${changesText(changes)}`
            : '; unchanged since the previous closing'
          : ''),
    });
    return { month, closed: await monthClosingOf(tx, month), changes };
  });
}

export async function reopenMonth(db: Database, userId: number, month: string, reason: string) {
  return db.transaction().execute(async (tx) => {
    await lockMonth(tx, month);
    const deleted = await tx
      .deleteFrom('month_closings')
      .where('month', '=', month)
      .returning('month')
      .executeTakeFirst();
    if (!deleted) throw conflict(`Pay for ${month} is not closed`);
    const open = await tx
      .selectFrom('pay_month_closings')
      .select('id')
      .where('month', '=', month)
      .where('reopened_at', 'is', null)
      .executeTakeFirst();
    let changes: PayChange[] = [];
    // A month closed before closings stored their pay has nothing to compare with.
    if (open) {
      const [paid, now] = await Promise.all([paidTotals(tx, open.id), statementRows(tx, month, {})]);
      changes = payChanges(
        paid,
        now.map((r) => r.statement),
      );
      await tx
        .updateTable('pay_month_closings')
        .set({
          reopened_at: sql<Date>`now()`,
          reopened_by: userId,
          reopen_reason: reason,
          reopen_changes: JSON.stringify(changes),
        })
        .where('id', '=', open.id)
        .execute();
    }
    await recordAdminEvent(tx, {
      userId,
      action: 'retrib.reopenMonth',
      targetType: 'pay_month',
      targetId: month,
      summary:
        `Pay month ${month} reopened: ${reason}` +
        (open
          ? changes.length
            ? `. Recomputed pay differs from what was paid: ${changesText(changes)}`
            : '. Recomputed pay is what was paid'
          : ''),
    });
    return { month, closed: null, changes };
  });
}
