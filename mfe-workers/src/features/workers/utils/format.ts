import dayjs from 'dayjs';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Money is stored in integer cents (docs/product.md#money-dates-and-times) and shown in euros. */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return euros.format(cents / 100);
}

/** `2026-11-22` -> `22/11/2026`. */
export function formatDate(date: string | null | undefined): string {
  return date ? dayjs(date).format('DD/MM/YYYY') : '';
}

/** An instant -> `22/11/2026 08:30`. */
export function formatDateTime(instant: string | null | undefined): string {
  return instant ? dayjs(instant).format('DD/MM/YYYY HH:mm') : '';
}

export function formatTime(instant: string | null | undefined): string {
  return instant ? dayjs(instant).format('HH:mm') : '';
}

/** 125 -> `2 h 05`. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h} h ${String(m).padStart(2, '0')}`;
}

export const isoDay = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
