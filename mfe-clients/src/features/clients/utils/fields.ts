/** Euros typed by a person (`12.5`, `12,50`) to cents; null when it is not an amount. */
export function eurosToCents(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** '' -> null, otherwise the trimmed text. */
export const emptyToNull = (v: string) => (v.trim() === '' ? null : v.trim());
