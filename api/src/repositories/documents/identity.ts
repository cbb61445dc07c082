/**
 * The parties of a legal document as they were at its issue: the buyer (the client's identity,
 * language and payment term of that day) and the version of the seller identity in force. Both
 * are written with the invoice or credit note itself, so no later change of the client or of
 * the seller ever reaches an issued document.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { InvoicePdfData } from '../../domain/invoicePdf';
import type { LegalBuyer, LegalLanguage } from '../../domain/facturx';
import type { SellerIdentity } from '../../domain/seller';

/**
 * The buyer's side of a document as issued: who, where, the billing contact and the business
 * unit (what the old PDF shows), and what the legal document needs besides: the buyer's raw
 * address and SIREN, the invoice language and the payment term. `buyer`, `language` and
 * `paymentTermDays` are missing on invoices issued before they were kept.
 */
export interface IssuedIdentity extends Pick<InvoicePdfData, 'client' | 'billingContact' | 'businessUnit'> {
  buyer?: LegalBuyer;
  language?: LegalLanguage;
  paymentTermDays?: number;
  /** The seller identity in force at issue, by its digest in seller_versions; missing before it was kept. */
  sellerDigest?: string;
}

export const IDENTITY_COLUMNS = [
  'c.business_code',
  'c.name',
  'c.legal_name',
  'c.address_line1',
  'c.address_line2',
  'c.postal_code',
  'c.city',
  'c.country',
  'c.vat_number',
  'c.siret',
  'c.invoice_language',
  'c.payment_term_days',
  'bc.name as contact_name',
  'bc.email as contact_email',
] as const;

export interface IdentityRow {
  business_code: string;
  name: string;
  legal_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  vat_number: string | null;
  siret: string | null;
  invoice_language: LegalLanguage;
  payment_term_days: number;
  contact_name: string | null;
  contact_email: string | null;
  business_unit: string | null;
}

export function identityOf(r: IdentityRow): IssuedIdentity {
  const cityLine = [r.postal_code, r.city].filter(Boolean).join(' ');
  return {
    client: {
      businessCode: r.business_code,
      name: r.name,
      legalName: r.legal_name,
      addressLines: [r.address_line1, r.address_line2, cityLine, r.country].filter((s): s is string => Boolean(s)),
      vatNumber: r.vat_number,
    },
    billingContact: r.contact_name ? { name: r.contact_name, email: r.contact_email } : null,
    businessUnit: r.business_unit,
    buyer: {
      name: r.name,
      legalName: r.legal_name ?? r.name,
      addressLines: [r.address_line1, r.address_line2].filter((s): s is string => Boolean(s)),
      postalCode: r.postal_code ?? '',
      city: r.city ?? '',
      countryCode: /^[A-Z]{2}$/.test(r.country ?? '') ? (r.country as string) : 'FR',
      // The SIREN is the SIRET's first 9 digits.
      siren: r.siret && /^\d{14}$/.test(r.siret.replace(/\s/g, '')) ? r.siret.replace(/\s/g, '').slice(0, 9) : null,
      vatNumber: r.vat_number,
      businessCode: r.business_code,
    },
    language: r.invoice_language === 'en' ? 'en' : 'fr',
    paymentTermDays: r.payment_term_days,
  };
}


/** Payment terms (BT-20) in the document's language, from the client's payment term. */
export function paymentTermsText(days: number, language: LegalLanguage): string {
  if (language === 'fr')
    return days > 0 ? `Paiement à ${days} jours date de facture, par virement.` : 'Paiement à réception de facture, par virement.';
  return days > 0 ? `Payment within ${days} days of the invoice date, by credit transfer.` : 'Payment on receipt of the invoice, by credit transfer.';
}

/**
 * Keeps a seller identity (its JSON) under its digest, once a version; the version to freeze is
 * decided by services/documents/sellerVersion.ts.
 */
export async function keepSellerVersion(tx: Executor, digest: string, json: string): Promise<void> {
  // `do nothing`, and no lock on a version already kept: issuers never wait for each other.
  await sql`insert into seller_versions (digest, identity) select ${digest}, ${json}::jsonb
    where not exists (select 1 from seller_versions v where v.digest = ${digest})
    on conflict (digest) do nothing`.execute(tx);
}

/** The seller identity kept under a digest (keepSellerVersion). */
export async function sellerOfDigest(db: Executor, digest: string): Promise<SellerIdentity | null> {
  const { rows } = await sql<{ identity: SellerIdentity | string }>`select identity from seller_versions
    where digest = ${digest}`.execute(db);
  const identity = rows[0]?.identity;
  return typeof identity === 'string' ? (JSON.parse(identity) as SellerIdentity) : (identity ?? null);
}

/** An identity as stored (jsonb comes back parsed from PostgreSQL, as text from some drivers). */
export function parseIdentity(value: unknown): IssuedIdentity | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as IssuedIdentity;
}
