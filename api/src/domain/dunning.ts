/**
 * Dunning rules without a database (docs/product.md#finance-recovery).
 *
 * - An overdue invoice is due for the highest level whose days it has reached (first reminder
 *   at 7 days, second at 21, formal notice at 45 by default), unless that level or a higher one
 *   was already sent for it: a level is never sent twice, and a late first run sends the level
 *   the invoice has reached rather than every lower one.
 * - A client is over the recovery threshold when its overdue amount is strictly greater than it.
 */
export type ReminderLevel = 1 | 2 | 3;

/** The same names and batch size as the finance contract (shared/src/contract/finance.ts). */
export const REMINDER_LEVEL_NAMES = { 1: 'First reminder', 2: 'Second reminder', 3: 'Formal notice' } as const;
export const REMINDER_BATCH = 100;

export interface DunningSettings {
  firstReminderDays: number;
  secondReminderDays: number;
  formalNoticeDays: number;
  recoveryThreshold: number;
}

export const DEFAULT_DUNNING: DunningSettings = {
  firstReminderDays: 7,
  secondReminderDays: 21,
  formalNoticeDays: 45,
  recoveryThreshold: 500_000,
};

/** The highest level reached after `daysOverdue` days, or null before the first. */
export function reachedLevel(daysOverdue: number, s: DunningSettings): ReminderLevel | null {
  if (daysOverdue >= s.formalNoticeDays) return 3;
  if (daysOverdue >= s.secondReminderDays) return 2;
  if (daysOverdue >= s.firstReminderDays) return 1;
  return null;
}

/** The level to send now, given the highest level already sent (0 = none); null when nothing is due. */
export function dueLevel(daysOverdue: number, highestSent: number, s: DunningSettings): ReminderLevel | null {
  const reached = reachedLevel(daysOverdue, s);
  return reached !== null && reached > highestSent ? reached : null;
}

export const overThreshold = (overdue: number, s: Pick<DunningSettings, 'recoveryThreshold'>): boolean =>
  overdue > s.recoveryThreshold;
