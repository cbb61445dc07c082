import type { Locator } from '@playwright/test';

/** ISO date in Paris, `days` from today. */
export function parisDate(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(d);
}
export function mondayOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
/** A week 3 weeks ahead: inside the 30-day limit, after the seeded shifts (14 days ahead). */
export const WEEK = mondayOf(parisDate(21));
/** A `YYYY-MM-DD` day as the portal shows it: `DD/MM/YYYY`. */
export const shownDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const cell = (grid: Locator, row: number, col: number) =>
  grid.locator(`[data-row="${row}"][data-col="${col}"]`);
