import type dayjs from 'dayjs';

/** A day as the API reads it (`YYYY-MM-DD`): data, not display. */
export const isoDay = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** Whole days from `today` to `day` (both `YYYY-MM-DD`); negative when `day` is past. */
export const daysUntil = (day: string, today: string) =>
  Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
