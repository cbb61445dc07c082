/**
 * An invoice's legal document (Factur-X, EN 16931) from its snapshot as issued, and what the
 * first stored document fixed for good: its buyer, language, mentions and identities; the lines
 * and mentions it states like a credit note's (creditNoteDocument.ts).
 */
import type { InvoicePdfData } from '../../domain/invoicePdf';
import type { LegalDocument, VatCategory } from '../../domain/facturx';
import type { SellerIdentity } from '../../domain/seller';
import { paymentTermsText } from '../../repositories/documents/identity';
import type { InvoiceSnapshot } from './invoiceSnapshot';

type FirstDocument = Pick<LegalDocument, 'seller' | 'buyer' | 'language' | 'paymentTerms' | 'latePaymentRateBp'>;

/**
 * The invoice as a legal document. Buyer, language and mentions come from the document first
 * stored when there is one (`first`), else from what was frozen at issue; `seller` is the one
 * prepareInvoiceDocument chose. The PO number is the invoice's own (it may be set after issue).
 */
export function legalDocumentOf(snap: InvoiceSnapshot, seller: SellerIdentity, first: FirstDocument | null): LegalDocument {
  const b = snap.billing;
  const language = first?.language ?? snap.issued.language;
  return {
    kind: 'invoice',
    number: b.invoiceNumber,
    issueDate: b.issuedOn,
    dueDate: b.dueOn,
    period: { start: b.periodStart ?? b.issuedOn, end: b.periodEnd ?? b.periodStart ?? b.issuedOn },
    currency: 'EUR',
    language,
    seller: first?.seller ?? seller,
    buyer: first?.buyer ?? snap.issued.buyer,
    poNumber: b.poNumber,
    precedingInvoice: null,
    ...linesAndMentions(
      snap.lines,
      first?.paymentTerms ?? paymentTermsText(snap.issued.paymentTermDays, language),
      first?.latePaymentRateBp ?? seller.latePaymentRateBp,
    ),
    // producedAt omitted: midnight UTC of the issue date, so the same invoice gives the same bytes.
  };
}

/** A line of an invoice or credit note as stored. */
interface StoredLine {
  label: string;
  quantity: number;
  unit_amount: number;
  vat_category: string;
  vat_rate_bp: number;
}

/**
 * What an invoice's and a credit note's legal documents state alike: their lines, the payment
 * terms, the late payment rate, and the fixed recovery indemnity of 40 EUR owed by a business
 * buyer paying late (Code de commerce L. 441-10 and D. 441-5).
 */
export function linesAndMentions(
  lines: readonly StoredLine[],
  paymentTerms: string,
  latePaymentRateBp: number,
): Pick<LegalDocument, 'lines' | 'paymentTerms' | 'latePaymentRateBp' | 'recoveryIndemnityCents'> {
  return {
    lines: lines.map((l) => ({
      description: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unit_amount,
      vatCategory: l.vat_category as VatCategory,
      vatRateBp: l.vat_rate_bp,
    })),
    paymentTerms,
    latePaymentRateBp,
    recoveryIndemnityCents: 4000,
  };
}

/** The legal document of the first stored PDF, if it was one. */
export function storedLegal(first: unknown): LegalDocument | null {
  const was = (typeof first === 'string' ? JSON.parse(first) : first) as { legal?: LegalDocument | null } | null | undefined;
  return was?.legal ?? null;
}

/** The billing data of now with the identities the first stored document showed, if any. */
export function frozenIdentities(now: InvoicePdfData, first: unknown): InvoicePdfData {
  const { legal: _legal, ...was } = ((typeof first === 'string' ? JSON.parse(first) : first) ?? {}) as Partial<InvoicePdfData> & { legal?: unknown };
  if (!was.client) return now;
  return {
    ...now,
    client: was.client,
    billingContact: was.billingContact ?? null,
    businessUnit: was.businessUnit ?? null,
    vatRateBp: was.vatRateBp ?? now.vatRateBp,
  };
}
