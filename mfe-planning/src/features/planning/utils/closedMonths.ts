import { errorMessage } from '@courier/shared';

/** The API's refusal of a change in a closed pay month: "Pay for 2026-03 is closed: reopen it first". */
const CLOSED_REFUSAL = /\bPay for (\d{4}-\d{2}) is closed\b/;

/** The month a refusal says is closed, or null. */
export function closedMonthOf(error: unknown): string | null {
  return CLOSED_REFUSAL.exec(errorMessage(error))?.[1] ?? null;
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (date: string) => date.slice(0, 7);

const KEY = 'planning.closedMonths';

/** Months this session learned are closed (a refusal said so), kept while the tab lives. */
export function learnedClosedMonths(): string[] {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberClosedMonth(month: string): string[] {
  const months = [...new Set([...learnedClosedMonths(), month])].sort();
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(months));
  } catch {
    // Storage full or refused: known for this page only.
  }
  return months;
}
