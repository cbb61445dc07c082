import { todayInParis } from '@courier/shared';

/** `YYYY-MM` of the month before `today` (the month a close usually bills). */
export function lastMonth(today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** `YYYY-MM` of today in Paris (the month being issued now). */
export const thisMonth = () => todayInParis().slice(0, 7);

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
