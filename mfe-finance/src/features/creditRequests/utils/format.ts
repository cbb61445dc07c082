/** Cents to euros for the pages: 123456 -> `€1,234.56`. */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** `2026-06-15T08:00:00Z` -> a short local date and time. */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
