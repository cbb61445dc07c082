export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** ISO weekdays (1 = Monday) as `Mon, Wed, Fri`. */
export const weekdaysLabel = (days: number[]) => days.map((d) => WEEKDAYS[d - 1]).join(', ');

/** Cents as euros: `1 234,50 €`. */
export const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The Monday of the week after `date` (ISO). */
export function nextMonday(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const day = d.getUTCDay();
  d.setUTCDate(d.getUTCDate() + ((8 - day) % 7 || 7));
  return d.toISOString().slice(0, 10);
}
