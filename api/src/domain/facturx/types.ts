import type { SellerIdentity } from '../seller';

/**
 * A legal document (invoice or credit note) as issued: everything its PDF and its Factur-X XML
 * say, frozen. Amounts in euro cents, rates in basis points, dates as ISO `YYYY-MM-DD`.
 */
export interface LegalDocument {
  /** 'invoice': type code 380; 'creditNote': 381, naming the invoice it corrects. */
  kind: 'invoice' | 'creditNote';
  number: string;
  issueDate: string;
  dueDate: string;
  period: { start: string; end: string };
  currency: 'EUR';
  language: LegalLanguage;
  seller: SellerIdentity;
  buyer: LegalBuyer;
  /** The buyer's purchase order (BT-13). */
  poNumber: string | null;
  /** Required on a credit note (BT-25, BT-26). */
  precedingInvoice: { number: string; issueDate: string } | null;
  lines: LegalLine[];
  /** Free text of the payment terms (BT-20), e.g. "30 days from the invoice date". */
  paymentTerms: string;
  /** Late-payment penalty rate, basis points a year. */
  latePaymentRateBp: number;
  /** The fixed recovery indemnity owed by a professional client, cents (4000 in France). */
  recoveryIndemnityCents: number;
  /** What is sold, a mention of the 2026 French reform: services (default), goods or both. */
  operationCategory?: 'services' | 'goods' | 'mixed';
  /** The seller opted to pay VAT on debits (a mention then required for services). */
  vatOnDebits?: boolean;
  /** 58 SEPA credit transfer (default) or 30 credit transfer, to the seller's IBAN/BIC. */
  paymentMeansCode?: '58' | '30';
  /**
   * When the file is made (ISO date-time): the PDF's dates. Midnight UTC of the issue date when
   * omitted, so the same document gives the same bytes.
   */
  producedAt?: string;
  /** Exemption reason per VAT category other than S (BT-120/121); defaults for AE, K, G, O. */
  vatExemptions?: Partial<Record<VatCategory, { code: string | null; text: string }>>;
}

export type LegalLanguage = 'fr' | 'en';

/** EN 16931 VAT category codes (UNCL5305 subset). */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O' | 'L' | 'M';

export interface LegalBuyer {
  /** Trading name. */
  name: string;
  legalName: string;
  addressLines: string[];
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  siren: string | null;
  vatNumber: string | null;
  /** The client's code in the portal (buyer identifier, BT-46). */
  businessCode: string;
}

export interface LegalLine {
  description: string;
  /** Up to 3 decimals. */
  quantity: number;
  /** UN/ECE rec. 20 unit (BT-130); C62 "unit" when omitted. */
  unitCode?: string;
  /** Net unit price excluding VAT, cents. */
  unitPriceCents: number;
  vatCategory: VatCategory;
  vatRateBp: number;
  /** When given, must equal quantity × unit price rounded to the cent. */
  netCents?: number;
}

/** One row of the VAT breakdown (BG-23). */
export interface VatBreakdown {
  category: VatCategory;
  rateBp: number;
  /** BT-116: the sum of the group's line nets. */
  taxableCents: number;
  /** BT-117: taxable × rate, rounded once (BR-CO-17). */
  vatCents: number;
  exemption: { code: string | null; text: string } | null;
}

/** The document's amounts by the EN 16931 rules (BR-CO-10 to BR-CO-17). */
export interface LegalTotals {
  /** BT-131 of each line, in the lines' order. */
  lineNetCents: number[];
  /** BT-106. */
  lineTotalCents: number;
  /** BT-109 (no document-level allowances or charges). */
  taxExclusiveCents: number;
  /** BT-110. */
  vatTotalCents: number;
  /** BT-112. */
  taxInclusiveCents: number;
  /** BT-113. */
  prepaidCents: number;
  /** BT-115. */
  amountDueCents: number;
  vatBreakdown: VatBreakdown[];
}
