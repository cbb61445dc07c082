/**
 * Ageing of what remains due (docs/product.md#finance-recovery), without a database: the
 * buckets of one invoice and the figures of a set of open invoices. The summary's SQL
 * (repositories/finance/receivables.ts ageingColumns) uses the same bounds; the tests compare them.
 */
import { daysBetween } from './dates';

export type AgeingBucket = 'notDue' | 'overdue1to30' | 'overdue31to60' | 'overdue61to90' | 'overdueOver90';

/** Due today or later: not due; 1–30, 31–60, 61–90 days past the due date; then over 90. */
export function ageingBucket(daysOverdue: number): AgeingBucket {
  if (daysOverdue <= 0) return 'notDue';
  if (daysOverdue <= 30) return 'overdue1to30';
  if (daysOverdue <= 60) return 'overdue31to60';
  if (daysOverdue <= 90) return 'overdue61to90';
  return 'overdueOver90';
}

/** Whole days from the due date to `asOf` (positive once overdue). */
export const daysOverdue = (dueOn: string, asOf: string): number => daysBetween(dueOn, asOf);

/** What remains due on an invoice: amount - credit notes - payments, never below zero. */
export const remainingOf = (amount: number, credited: number, paid: number): number =>
  Math.max(0, amount - credited - paid);

export interface AgeingTotals {
  notDue: number;
  overdue1to30: number;
  overdue31to60: number;
  overdue61to90: number;
  overdueOver90: number;
  overdue: number;
  totalDue: number;
  openInvoices: number;
}

export const emptyAgeing = (): AgeingTotals => ({
  notDue: 0,
  overdue1to30: 0,
  overdue31to60: 0,
  overdue61to90: 0,
  overdueOver90: 0,
  overdue: 0,
  totalDue: 0,
  openInvoices: 0,
});

/** The figures of open invoices as of a date; invoices with nothing remaining are left out. */
export function ageingOf(
  invoices: readonly { dueOn: string; remaining: number }[],
  asOf: string,
): AgeingTotals {
  const t = emptyAgeing();
  for (const inv of invoices) {
    if (inv.remaining <= 0) continue;
    const bucket = ageingBucket(daysOverdue(inv.dueOn, asOf));
    t[bucket] += inv.remaining;
    if (bucket !== 'notDue') t.overdue += inv.remaining;
    t.totalDue += inv.remaining;
    t.openInvoices += 1;
  }
  return t;
}
