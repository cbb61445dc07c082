/**
 * Legal documents (invoices and credit notes) as French law and EN 16931 want them: the totals,
 * the readable PDF in the client's language, and the Factur-X PDF/A-3 carrying the CII XML.
 * No database here: the caller gives a frozen LegalDocument.
 */
export { computeLegalTotals, lineNetCents } from './totals';
export { renderLegalPdf } from './pdf';
export {
  facturX,
  toEInvoice,
  legalNotes,
  sellerRegistration,
  FACTURX_PROFILE,
  EN16931_GUIDELINE,
} from './facturx';
export type { FacturX } from './facturx';
export { formatDate, formatMoney, formatRate } from './format';
export type {
  LegalBuyer,
  LegalDocument,
  LegalLanguage,
  LegalLine,
  LegalTotals,
  VatBreakdown,
  VatCategory,
} from './types';
