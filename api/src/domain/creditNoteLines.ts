/**
 * The lines of a credit note and their total, by the rule of the invoices (VAT per rate on the
 * lines' sum). Pure: the services choose the lines, the repository stores them with this total.
 */
import { vatOf } from './invoicePdf';
import { netOfGross, vatByRate, vatCategoryOf } from './vat';
import type { VatCategory } from './facturx';

export interface CreditNoteLine {
  label: string;
  quantity: number;
  /** Cents excluding VAT. */
  unitAmount: number;
  vatCategory: VatCategory;
  vatRateBp: number;
}

/** What an invoice's lines add up to at one VAT rate, excluding VAT. */
export interface InvoiceVatGroup {
  vatCategory: VatCategory;
  vatRateBp: number;
  net: number;
}

/**
 * The lines of a credit note of `amount` (VAT included) against an invoice whose lines add up to
 * `groups` (largest first): one per VAT rate, the amount shared in proportion to what each rate
 * weighs in the invoice (VAT included; the cent left over to the largest), each part's amount
 * excluding VAT the one whose total with its VAT is that part (or the nearest below, see
 * netOfGross).
 */
export function creditLinesOfShares(groups: readonly InvoiceVatGroup[], amount: number, label: string): CreditNoteLine[] {
  const weighed = groups.length
    ? groups.map((g) => ({ category: g.vatCategory, rateBp: g.vatRateBp, gross: g.net + vatOf(g.net, g.vatRateBp) }))
    : [{ category: 'Z' as VatCategory, rateBp: 0, gross: 1 }];
  const total = weighed.reduce((s, g) => s + g.gross, 0);
  const parts = weighed.map((g) => Math.floor((amount * g.gross) / total));
  parts[0]! += amount - parts.reduce((s, p) => s + p, 0);
  return weighed
    .map((g, i) => ({
      label,
      quantity: 1,
      unitAmount: netOfGross(parts[i]!, g.rateBp),
      vatCategory: g.category,
      vatRateBp: g.rateBp,
    }))
    .filter((l) => l.unitAmount > 0);
}

/** One line crediting an amount excluding VAT at the rate it was invoiced with. */
export const creditLineOfNet = (label: string, net: number, rateBp: number): CreditNoteLine => ({
  label,
  quantity: 1,
  unitAmount: net,
  vatCategory: vatCategoryOf(rateBp),
  vatRateBp: rateBp,
});

/** The total (VAT included) of credit note lines, by the rule of the invoices. */
export function creditTotal(lines: readonly CreditNoteLine[]) {
  const excl = lines.reduce((s, l) => s + l.quantity * l.unitAmount, 0);
  return { excl, amount: excl + vatByRate(lines.map((l) => ({ net: l.quantity * l.unitAmount, rateBp: l.vatRateBp }))) };
}
