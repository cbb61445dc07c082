import { useMemo } from 'react';
import * as f from './format';
import { useLocale } from './locale';

/**
 * The formatters bound to the page's language; a component that formats through this hook
 * re-renders when the user switches language.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (cents: number) => f.formatMoney(cents, locale),
      euros: (euros: number) => f.formatEuros(euros, locale),
      number: (value: number, digits?: number) => f.formatNumber(value, digits, locale),
      percent: (ratio: number, digits?: number) => f.formatPercent(ratio, digits, locale),
      date: (value: string | Date) => f.formatDate(value, locale),
      longDate: (value: string | Date) => f.formatLongDate(value, locale),
      shortDay: (value: string | Date) => f.formatShortDay(value, locale),
      month: (month: string) => f.formatMonth(month, locale),
      time: (value: string | Date) => f.formatTime(value, locale),
      clock: (hhmm: string) => f.formatClock(hhmm, locale),
      dateTime: (value: string | Date) => f.formatDateTime(value, locale),
      duration: (minutes: number) => f.formatDuration(minutes, locale),
      fileSize: (bytes: number) => f.formatFileSize(bytes, locale),
    }),
    [locale],
  );
}
export type Formatters = ReturnType<typeof useFormat>;
