/** ISO weekdays, 1 = Monday; their short names are in the catalog (`common.weekday.<n>`). */
export const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The catalog id of an ISO weekday's short name. */
export const weekdayId = (day: number) => `common.weekday.${day}` as `common.weekday.${(typeof WEEKDAY_NUMBERS)[number]}`;

/** The Monday of the week after `date` (ISO). */
export function nextMonday(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const day = d.getUTCDay();
  d.setUTCDate(d.getUTCDate() + ((8 - day) % 7 || 7));
  return d.toISOString().slice(0, 10);
}
