import { xmlAmount as eur, xmlPercent } from './format';
import type { LegalDocument, LegalTotals } from './types';

/** The VAT total and its breakdown by category and rate (BG-23). */
export function taxTotal(doc: LegalDocument, totals: LegalTotals) {
  return [
    {
      'cbc:TaxAmount': eur(totals.vatTotalCents),
      'cbc:TaxAmount@currencyID': doc.currency,
      'cac:TaxSubtotal': totals.vatBreakdown.map((g) => ({
        'cbc:TaxableAmount': eur(g.taxableCents),
        'cbc:TaxableAmount@currencyID': doc.currency,
        'cbc:TaxAmount': eur(g.vatCents),
        'cbc:TaxAmount@currencyID': doc.currency,
        'cac:TaxCategory': {
          'cbc:ID': g.category,
          'cbc:Percent': xmlPercent(g.rateBp),
          ...(g.exemption?.code ? { 'cbc:TaxExemptionReasonCode': g.exemption.code } : {}),
          ...(g.exemption?.text ? { 'cbc:TaxExemptionReason': g.exemption.text } : {}),
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      })),
    },
  ];
}

/** The document totals (BG-22): lines, without and with VAT, amount due. */
export function monetaryTotal(doc: LegalDocument, totals: LegalTotals) {
  return {
    'cbc:LineExtensionAmount': eur(totals.lineTotalCents),
    'cbc:LineExtensionAmount@currencyID': doc.currency,
    'cbc:TaxExclusiveAmount': eur(totals.taxExclusiveCents),
    'cbc:TaxExclusiveAmount@currencyID': doc.currency,
    'cbc:TaxInclusiveAmount': eur(totals.taxInclusiveCents),
    'cbc:TaxInclusiveAmount@currencyID': doc.currency,
    'cbc:PayableAmount': eur(totals.amountDueCents),
    'cbc:PayableAmount@currencyID': doc.currency,
  };
}
