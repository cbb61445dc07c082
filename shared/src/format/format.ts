import { getLocale, intlLocale, type Locale } from './locale';

/** Dates and times are shown in the operator's time zone, wherever the browser is. */
export const TIME_ZONE = 'Europe/Paris';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}
const number = (locale: Locale, name: string, options: Intl.NumberFormatOptions) =>
  cached(`${locale}|n|${name}`, () => new Intl.NumberFormat(intlLocale(locale), options));
const dates = (locale: Locale, name: string, options: Intl.DateTimeFormatOptions) =>
  cached(`${locale}|d|${name}`, () => new Intl.DateTimeFormat(intlLocale(locale), { timeZone: TIME_ZONE, ...options }));

/** `YYYY-MM-DD` (a calendar day, no time zone) or an ISO instant. */
type DateInput = string | Date;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  // A calendar day is noon in Paris: the same day in every time zone.
  return new Date(DAY_ONLY.test(value) ? `${value}T12:00:00Z` : value);
}

/** 1 234,56 € (fr) or €1,234.56 (en), from cents. */
export function formatMoney(cents: number, locale: Locale = getLocale()): string {
  return number(locale, 'eur', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** An amount already in euros (reference prices, rates typed by hand). */
export function formatEuros(euros: number, locale: Locale = getLocale()): string {
  return formatMoney(Math.round(euros * 100), locale);
}

/** A plain number, grouped by the locale (1 234 / 1,234); `digits` fixes the decimals. */
export function formatNumber(value: number, digits?: number, locale: Locale = getLocale()): string {
  const options = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return number(locale, `num${digits ?? ''}`, options).format(value);
}

/** A ratio as a percentage: 0.125 → 12.5% / 12,5 %. */
export function formatPercent(ratio: number, digits = 1, locale: Locale = getLocale()): string {
  return number(locale, `pct${digits}`, { style: 'percent', maximumFractionDigits: digits }).format(ratio);
}

/** 31/12/2026 in both languages. */
export function formatDate(value: DateInput, locale: Locale = getLocale()): string {
  return dates(locale, 'date', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));
}

/** Wednesday, 25 November 2026 / mercredi 25 novembre 2026. */
export function formatLongDate(value: DateInput, locale: Locale = getLocale()): string {
  return dates(locale, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(value));
}

/** Wed 25/11 / mer. 25/11: a day in a week view. */
export function formatShortDay(value: DateInput, locale: Locale = getLocale()): string {
  return dates(locale, 'shortDay', { weekday: 'short', day: '2-digit', month: '2-digit' }).format(toDate(value));
}

/** November 2026 / novembre 2026, from `YYYY-MM`. */
export function formatMonth(month: string, locale: Locale = getLocale()): string {
  return dates(locale, 'month', { month: 'long', year: 'numeric' }).format(toDate(`${month}-15`));
}

/** 14:05 (en) / 14 h 05 (fr), 24 h, Paris time. */
export function formatTime(value: DateInput, locale: Locale = getLocale()): string {
  const parts = dates(locale, 'time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(toDate(value));
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
  return locale === 'fr' ? `${hour} h ${minute}` : `${hour}:${minute}`;
}

/** `HH:MM` as typed in a time field, shown in the locale's way. */
export function formatClock(hhmm: string, locale: Locale = getLocale()): string {
  const [hour = '00', minute = '00'] = hhmm.split(':');
  return locale === 'fr' ? `${hour.padStart(2, '0')} h ${minute}` : `${hour.padStart(2, '0')}:${minute}`;
}

/** 31/12/2026 14:05 (en) / 31/12/2026 14 h 05 (fr). */
export function formatDateTime(value: DateInput, locale: Locale = getLocale()): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}

/** A duration in minutes: 6 h 10 (both languages; 45 min under an hour). */
export function formatDuration(minutes: number, locale: Locale = getLocale()): string {
  const sign = minutes < 0 ? '−' : '';
  const abs = Math.abs(Math.round(minutes));
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  if (h === 0) return `${sign}${m} min`;
  return `${sign}${formatNumber(h, undefined, locale)} h ${String(m).padStart(2, '0')}`;
}

/** 1.5 MB / 1,5 Mo. */
export function formatFileSize(bytes: number, locale: Locale = getLocale()): string {
  const units = locale === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1, locale)} ${units[unit]}`;
}

/** Today's calendar day in Paris, `YYYY-MM-DD`. */
export function todayInParis(now: Date = new Date()): string {
  return cached('iso-day', () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })).format(now);
}
