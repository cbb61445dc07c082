/** Cents to euros, as the finance pages show them: 123456 -> `€1,234.56`. */
export function formatEuros(cents: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** An instant as a short local date and time ('' for none). */
export function formatInstant(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
