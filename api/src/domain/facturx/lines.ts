import { xmlAmount as eur, xmlPercent } from './format';
import type { LegalDocument, LegalTotals } from './types';

/** The invoice lines (BG-25): quantity, net amount, item with its VAT category, unit price. */
export function invoiceLines(doc: LegalDocument, totals: LegalTotals) {
  return doc.lines.map((l, i) => ({
    'cbc:ID': String(i + 1),
    'cbc:InvoicedQuantity': String(l.quantity),
    'cbc:InvoicedQuantity@unitCode': l.unitCode ?? 'C62',
    'cbc:LineExtensionAmount': eur(totals.lineNetCents[i]!),
    'cbc:LineExtensionAmount@currencyID': doc.currency,
    'cac:Item': {
      'cbc:Name': l.description,
      'cac:ClassifiedTaxCategory': {
        'cbc:ID': l.vatCategory,
        'cbc:Percent': xmlPercent(l.vatRateBp),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    },
    'cac:Price': { 'cbc:PriceAmount': eur(l.unitPriceCents), 'cbc:PriceAmount@currencyID': doc.currency },
  }));
}
