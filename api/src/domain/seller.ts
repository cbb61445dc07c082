/**
 * The operator's legal identity as a seller: what every invoice and credit note it issues must
 * name (French B2B mentions, EN 16931 seller terms). Edited by FINANCE in the portal; frozen
 * into each document at issue.
 */
export interface SellerIdentity {
  legalName: string;
  /** SAS, SARL, SA… */
  legalForm: string;
  shareCapitalCents: number;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** 9 digits, Luhn. */
  siren: string;
  /** 14 digits (SIREN + NIC), Luhn. */
  siret: string;
  /** "RCS Paris": the city of the trade register. */
  rcsCity: string;
  /** FR + 2-character key + SIREN. */
  vatNumber: string;
  iban: string;
  bic: string;
  email: string | null;
  phone: string | null;
  logo: { contentType: 'image/png' | 'image/jpeg'; base64: string } | null;
  /** Default payment terms of the invoices, in days after issue. */
  paymentTermDays: number;
  /** Late-payment penalty rate, in basis points a year (1200 = 12 %). */
  latePaymentRateBp: number;
}
