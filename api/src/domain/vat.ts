import { vatOf } from './invoicePdf';

/**
 * A document's VAT by the rule of EN 16931 (BR-CO-17): per rate, the rate applied once to the
 * sum of that rate's lines, rounded to the cent; then the rates' amounts added.
 */
export function vatByRate(lines: readonly { net: number; rateBp: number }[]): number {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rateBp, (byRate.get(l.rateBp) ?? 0) + l.net);
  let vat = 0;
  for (const [rateBp, net] of byRate) vat += vatOf(net, rateBp);
  return vat;
}

/** The VAT category of a rate as this operator invoices (UNTDID 5305): standard, or zero rated. */
export const vatCategoryOf = (rateBp: number): 'S' | 'Z' => (rateBp > 0 ? 'S' : 'Z');

/**
 * The amount excluding VAT whose total with VAT at `rateBp` is `gross`, or the nearest below it
 * when no amount gives exactly `gross` (VAT is rounded to the cent, so some totals cannot be
 * reached: at 20 %, 0.03 € is 0.02 € + 0.00 € or 0.03 € + 0.01 €).
 */
export function netOfGross(gross: number, rateBp: number): number {
  let net = Math.round((gross * 10_000) / (10_000 + rateBp));
  while (net > 0 && net + vatOf(net, rateBp) > gross) net -= 1;
  while (net + 1 + vatOf(net + 1, rateBp) <= gross) net += 1;
  return net;
}
