/** Cents to euros for the pages: 123456 -> `€1,234.56`. */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Euros typed by a person (`12.5`, `12,50`) to cents; null when it is not an amount. */
export function eurosToCents(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** `2026-06-15T08:00:00Z` -> a short local date and time. */
export function formatInstant(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** '' -> null, otherwise the trimmed text. */
export const emptyToNull = (v: string) => (v.trim() === '' ? null : v.trim());
