/**
 * POST retrib/statements closeMonth and reopenMonth (docs/product.md#pay-statements). Closing
 * stores what is paid (each worker's statement, the payroll CSV), read back as stored while the
 * month is closed; a later closing lists the workers whose pay changed. Reopening lets paid
 * figures change again, so it needs a fresh code and a reason, and recomputes; every closing is
 * kept: each is what was paid at the time. Both take the month's lock and write an admin event.
 */
import type { Database } from '../../db/database';
import { conflict } from '../../domain/errors';
import type { AuthContext } from '../../types';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { ResponseOut } from '../../repositories/areaTypes';
import { lockMonth, monthClosingOf } from '../../repositories/retrib/monthClosing';
import { payrollCsvText, statementRows, type WorkerStatement } from '../../repositories/retrib/statements';
import {
  deleteMonthClosed,
  insertMonthClosed,
  insertPayClosing,
  latestPayClosing,
  markClosingReopened,
  openPayClosing,
  paidTotals,
  type PaidTotals,
} from '../../repositories/retrib/closing';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';

/** Changes named in an admin event's summary; all of them are kept with the closing. */
const CHANGES_IN_SUMMARY = 10;

type PayChange = ResponseOut<'retrib', 'closeMonth'>['changes'][number];

const euros = (cents: number) => (cents / 100).toFixed(2);

/** Workers whose total differs between what was paid and the statements now; one missing on a side counts 0. */
function payChanges(paid: PaidTotals, now: WorkerStatement[]): PayChange[] {
  const changes: PayChange[] = [];
  const seen = new Set<number>();
  for (const s of now) {
    seen.add(s.worker.id);
    const before = paid.get(s.worker.id)?.total ?? 0;
    if (before !== s.totals.total)
      changes.push({ workerId: s.worker.id, shortCode: s.worker.shortCode, name: s.worker.name, paid: before, now: s.totals.total });
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

/** The first changes as the admin trail keeps them (cents), and how many more there are. */
const changesData = (changes: PayChange[]) => ({
  changes: changes
    .slice(0, CHANGES_IN_SUMMARY)
    .map((c) => ({ shortCode: c.shortCode, name: c.name, paidCents: c.paid, nowCents: c.now })),
  more: Math.max(0, changes.length - CHANGES_IN_SUMMARY),
});

export async function closeMonth(db: Database, userId: number, month: string) {
  return db.transaction().execute(async (tx) => {
    await lockMonth(tx, month);
    if (!(await insertMonthClosed(tx, month, userId))) throw conflict(`Pay for ${month} is already closed`);
    const [rows, previous] = await Promise.all([statementRows(tx, month, {}), latestPayClosing(tx, month)]);
    const statements = rows.map((r) => r.statement);
    const changes = previous ? payChanges(await paidTotals(tx, previous.id), statements) : [];
    await insertPayClosing(tx, {
      month,
      userId,
      payrollCsv: payrollCsvText(month, statements),
      changes: previous ? changes : null,
      rows,
    });
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
      data: {
        month,
        statements: statements.length,
        totalCents: total,
        compare: previous ? (changes.length ? 'changed' : 'same') : 'none',
        ...changesData(changes),
      },
    });
    return { month, closed: await monthClosingOf(tx, month), changes };
  });
}

export async function reopenMonth(db: Database, auth: AuthContext, month: string, reason: string) {
  await requireFreshStepUp(db, auth, STEP_UP_MAX_AGE_SECONDS);
  const userId = auth.user.id;
  return db.transaction().execute(async (tx) => {
    await lockMonth(tx, month);
    if (!(await deleteMonthClosed(tx, month))) throw conflict(`Pay for ${month} is not closed`);
    const open = await openPayClosing(tx, month);
    let changes: PayChange[] = [];
    // A month closed before closings stored their pay has nothing to compare with.
    if (open) {
      const [paid, now] = await Promise.all([paidTotals(tx, open.id), statementRows(tx, month, {})]);
      changes = payChanges(paid, now.map((r) => r.statement));
      await markClosingReopened(tx, open.id, { userId, reason, changes });
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
      data: { month, reason, compare: open ? (changes.length ? 'changed' : 'same') : 'none', ...changesData(changes) },
    });
    return { month, closed: null, changes };
  });
}
