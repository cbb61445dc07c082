import { todayInParis } from '@courier/shared';

/** `YYYY-MM` of the month before `today` (the month a close usually bills). */
export function lastMonth(today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** `YYYY-MM` of today in Paris (the month being issued now). */
export const thisMonth = () => todayInParis().slice(0, 7);

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Months a list offers: next month back to 36 months ago, newest first, with `month` itself when older. */
export function monthsAround(month: string, today = thisMonth()): string[] {
  const [year, m] = today.split('-').map(Number);
  const months = Array.from({ length: 38 }, (_, i) =>
    new Date(Date.UTC(year, m - 1 + 1 - i, 1)).toISOString().slice(0, 7),
  );
  return months.includes(month) ? months : [...months, month];
}
