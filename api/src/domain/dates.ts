/** Dates of the operator: ISO dates ('YYYY-MM-DD') and instants in Europe/Paris (the seed and the areas). */

const DAY = 86_400_000;
export const TIME_ZONE = 'Europe/Paris';

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(ms: number): { date: string; ms: number } {
  const p: Record<string, string> = {};
  for (const part of parisParts.formatToParts(new Date(ms))) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  return {
    date,
    ms: Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    ),
  };
}

/** The calendar date of an instant in Paris. */
export function parisDate(instant: Date): string {
  return wallClock(instant.getTime()).date;
}

/** Today's date in Paris, where the operator works. */
export function todayInParis(now = new Date()): string {
  return parisDate(now);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function firstOfMonth(date: string, monthsBack = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10);
}

const offsets = new Map<string, number>();

/** Offset of Paris from UTC on a date, in ms (taken at noon: shifts never start at 2-3 am on DST days). */
function parisOffset(date: string): number {
  let offset = offsets.get(date);
  if (offset === undefined) {
    const noonUtc = Date.parse(`${date}T12:00:00Z`);
    offset = wallClock(noonUtc).ms - noonUtc;
    offsets.set(date, offset);
  }
  return offset;
}

/** The instant at `minutes` after midnight (wall clock, may exceed 24 h) of a date in Paris. */
export function parisInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - parisOffset(date));
}

/** 'HH:MM' of a number of minutes after midnight. */
export function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** `2026-10` -> the first and last days of the month. */
export function monthBounds(month: string): { start: string; end: string } {
  const start = `${month}-01`;
  const next = firstOfMonth(addDays(start, 40));
  return { start, end: addDays(next, -1) };
}
