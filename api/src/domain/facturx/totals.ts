import type { LegalDocument, LegalLine, LegalTotals, VatBreakdown, VatCategory } from './types';

/** a / b rounded half away from zero (b > 0), integers in and out. */
export function roundDiv(a: number, b: number): number {
  // Half away from zero without float drift: compare the remainder with half of b.
  const abs = Math.abs(a);
  const whole = Math.floor(abs / b);
  const rem = abs - whole * b;
  const r = rem * 2 >= b ? whole + 1 : whole;
  return a < 0 ? -r : r;
}

/** Quantity as an integer number of thousandths; more decimals are refused. */
export function milliQuantity(quantity: number): number {
  const m = Math.round(quantity * 1000);
  if (!Number.isFinite(quantity) || Math.abs(m - quantity * 1000) > 1e-6) {
    throw new Error(`quantity ${quantity}: at most 3 decimals`);
  }
  return m;
}

/** BT-131: quantity × net unit price, rounded to the cent. */
export function lineNetCents(line: LegalLine): number {
  if (!Number.isInteger(line.unitPriceCents)) throw new Error('unit price must be whole cents');
  return roundDiv(milliQuantity(line.quantity) * line.unitPriceCents, 1000);
}

const DEFAULT_EXEMPTIONS: Partial<Record<VatCategory, { code: string; text: string }>> = {
  AE: { code: 'VATEX-EU-AE', text: 'Autoliquidation' },
  K: { code: 'VATEX-EU-IC', text: 'Exonération de TVA, article 262 ter I du CGI' },
  G: { code: 'VATEX-EU-G', text: 'Exportation, article 262 I du CGI' },
  O: { code: 'VATEX-EU-O', text: 'Hors du champ de la TVA' },
};

// Categories whose rate is 0 by the standard (BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05, BR-O-05).
const ZERO_RATED: VatCategory[] = ['Z', 'E', 'AE', 'K', 'G', 'O'];

/**
 * The document's totals as EN 16931 computes them: each line net rounded to the cent, VAT per
 * category and rate on the sum of that group's nets rounded once (BR-CO-17), then
 * BR-CO-10 to BR-CO-16. The single source of the amounts a stored document shows.
 */
export function computeLegalTotals(doc: Pick<LegalDocument, 'lines' | 'vatExemptions'>): LegalTotals {
  if (doc.lines.length === 0) throw new Error('a document has at least one line');
  const lineNet = doc.lines.map((l, i) => {
    const net = lineNetCents(l);
    if (l.netCents !== undefined && l.netCents !== net) {
      throw new Error(`line ${i + 1}: net ${l.netCents} is not quantity × unit price (${net})`);
    }
    if (ZERO_RATED.includes(l.vatCategory) && l.vatRateBp !== 0) {
      throw new Error(`line ${i + 1}: VAT category ${l.vatCategory} has rate 0`);
    }
    if (l.vatCategory === 'S' && l.vatRateBp <= 0)
      throw new Error(`line ${i + 1}: standard rate must be > 0`);
    return net;
  });
  const groups = new Map<string, VatBreakdown>();
  doc.lines.forEach((l, i) => {
    const key = `${l.vatCategory}:${l.vatRateBp}`;
    let g = groups.get(key);
    if (!g) {
      const exemption =
        l.vatCategory === 'S' || l.vatCategory === 'L' || l.vatCategory === 'M'
          ? null
          : (doc.vatExemptions?.[l.vatCategory] ?? DEFAULT_EXEMPTIONS[l.vatCategory] ?? null);
      if (l.vatCategory === 'E' && !exemption) throw new Error('VAT category E needs an exemption reason');
      g = { category: l.vatCategory, rateBp: l.vatRateBp, taxableCents: 0, vatCents: 0, exemption };
      groups.set(key, g);
    }
    g.taxableCents += lineNet[i]!;
  });
  const vatBreakdown = [...groups.values()]
    .map((g) => ({ ...g, vatCents: roundDiv(g.taxableCents * g.rateBp, 10_000) }))
    .sort((a, b) => a.category.localeCompare(b.category) || b.rateBp - a.rateBp);
  const lineTotalCents = lineNet.reduce((s, n) => s + n, 0);
  const vatTotalCents = vatBreakdown.reduce((s, g) => s + g.vatCents, 0);
  const taxExclusiveCents = lineTotalCents;
  const taxInclusiveCents = taxExclusiveCents + vatTotalCents;
  return {
    lineNetCents: lineNet,
    lineTotalCents,
    taxExclusiveCents,
    vatTotalCents,
    taxInclusiveCents,
    prepaidCents: 0,
    amountDueCents: taxInclusiveCents,
    vatBreakdown,
  };
}
