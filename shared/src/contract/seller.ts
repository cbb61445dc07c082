import { z } from 'zod';
import { endpoint } from './endpoint';
import { identityText, isoDateTime, singleLine, staffName, version } from './common';
import {
  base64Bytes,
  compactIdentifier,
  frenchVatNumber,
  isValidBic,
  isValidFrenchPostalCode,
  isValidFrenchVat,
  isValidIban,
  isValidSiren,
  isValidSiret,
  logoMatchesType,
  siretMatchesSiren,
  sirenOfVat,
} from './sellerChecks';

/**
 * The operator's legal identity as a seller (docs/product.md#seller-identity): what every
 * invoice names. FINANCE edits it with a step-up; issuing refuses while it is incomplete. The
 * check digits are sellerChecks.ts's, for the server and the portal's form alike.
 */

/** The logo's largest file: it goes into every PDF. */
export const SELLER_LOGO_MAX_BYTES = 100 * 1024;
/** Payment terms, in days after issue: French law caps B2B terms at 60 days. */
export const SELLER_MAX_PAYMENT_TERM_DAYS = 60;
/** The late-payment rate, in basis points a year: above 0, at most 100 %. */
export const SELLER_MAX_LATE_PAYMENT_RATE_BP = 10_000;
/** The share capital's largest value in cents (10 billion euros). */
export const SELLER_MAX_SHARE_CAPITAL_CENTS = 1_000_000_000_000;

/** What each field is called in a message ("The seller's SIRET is missing"). */
export const SELLER_FIELD_LABELS = {
  legalName: 'legal name',
  legalForm: 'legal form',
  shareCapitalCents: 'share capital',
  addressLine1: 'address',
  addressLine2: 'second address line',
  postalCode: 'postal code',
  city: 'city',
  countryCode: 'country',
  siren: 'SIREN',
  siret: 'SIRET',
  rcsCity: 'RCS city',
  vatNumber: 'VAT number',
  iban: 'IBAN',
  bic: 'BIC',
  email: 'email',
  phone: 'phone',
  logo: 'logo',
  paymentTermDays: 'payment terms',
  latePaymentRateBp: 'late-payment rate',
} as const;
export type SellerField = keyof typeof SELLER_FIELD_LABELS;

/** An identifier typed with spaces or in lower case is read compact and in capitals. */
const identifier = (pattern: RegExp, shape: string, valid: (v: string) => boolean, invalid: string) =>
  z
    .string()
    .transform(compactIdentifier)
    .pipe(z.string().min(1, 'Required').regex(pattern, shape).refine(valid, invalid));

/**
 * The fields of the seller, one schema each: the body's and the form's checks. A field's
 * message says what is wrong with it alone; `sellerCrossChecks` adds those between fields.
 */
export const sellerFieldSchemas = {
  legalName: identityText(200),
  legalForm: identityText(60),
  shareCapitalCents: z
    .number()
    .int('Whole cents')
    .min(0, 'Must not be negative')
    .max(SELLER_MAX_SHARE_CAPITAL_CENTS, 'At most 10,000,000,000.00'),
  addressLine1: identityText(200),
  addressLine2: identityText(200).nullable(),
  postalCode: singleLine(10).regex(/^[A-Z0-9 -]{3,10}$/i, 'Letters, digits, spaces and - only'),
  city: identityText(100),
  countryCode: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'Two letters (ISO 3166), FR for France')),
  siren: identifier(/^\d{9}$/, '9 digits', isValidSiren, 'Not a valid SIREN: its check digit is wrong'),
  siret: identifier(/^\d{14}$/, '14 digits', isValidSiret, 'Not a valid SIRET: its check digit is wrong'),
  rcsCity: identityText(100),
  vatNumber: identifier(
    /^FR\d{2}\d{9}$/,
    'FR, a two-digit key and the SIREN (FR + 11 digits)',
    isValidFrenchVat,
    'Not a valid French VAT number: its key does not match its SIREN',
  ),
  iban: identifier(
    /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
    'Country, 2 check digits and the account (FR: 27 characters)',
    isValidIban,
    'Not a valid IBAN: its check digits are wrong (mod 97) or its length is not its country’s',
  ),
  bic: identifier(
    /^[A-Z0-9]{8}([A-Z0-9]{3})?$/,
    '8 or 11 letters and digits',
    isValidBic,
    'Not a valid BIC: bank (4 letters), country (2 letters), location (2), branch (3, optional)',
  ),
  email: z.string().trim().toLowerCase().pipe(z.email('Not a valid email address').max(254)).nullable(),
  phone: singleLine(30)
    .regex(/^\+?[0-9 ().-]{6,30}$/, 'Digits, spaces and + ( ) . - only')
    .nullable(),
  logo: z
    .object({
      contentType: z.enum(['image/png', 'image/jpeg']),
      base64: z
        .string()
        .max(Math.ceil(SELLER_LOGO_MAX_BYTES / 3) * 4, `At most ${SELLER_LOGO_MAX_BYTES / 1024} KB`)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64 of a PNG or JPEG file'),
    })
    .superRefine((logo, ctx) => {
      if (base64Bytes(logo.base64) > SELLER_LOGO_MAX_BYTES)
        ctx.addIssue({
          code: 'custom',
          path: ['base64'],
          message: `At most ${SELLER_LOGO_MAX_BYTES / 1024} KB`,
        });
      else if (!logoMatchesType(logo.contentType, logo.base64))
        ctx.addIssue({
          code: 'custom',
          path: ['base64'],
          message: `Not a ${logo.contentType === 'image/png' ? 'PNG' : 'JPEG'} file`,
        });
    })
    .nullable(),
  paymentTermDays: z
    .number()
    .int('Whole days')
    .min(0, 'Must not be negative')
    .max(SELLER_MAX_PAYMENT_TERM_DAYS, `At most ${SELLER_MAX_PAYMENT_TERM_DAYS} days`),
  latePaymentRateBp: z
    .number()
    .int('Whole basis points (1200 = 12 %)')
    .min(1, 'Must be above 0')
    .max(SELLER_MAX_LATE_PAYMENT_RATE_BP, 'At most 100 %'),
};

/** The checks between fields: a French postal code, the SIRET starting with the SIREN, the VAT number carrying it. */
export function sellerCrossChecks(s: {
  countryCode: string;
  postalCode: string;
  siren: string;
  siret: string;
  vatNumber: string;
}): Partial<Record<'postalCode' | 'siret' | 'vatNumber', string>> {
  const out: Partial<Record<'postalCode' | 'siret' | 'vatNumber', string>> = {};
  if (s.countryCode.trim().toUpperCase() === 'FR' && !isValidFrenchPostalCode(s.postalCode))
    out.postalCode = 'A French postal code is 5 digits (75011)';
  if (isValidSiren(s.siren) && isValidSiret(s.siret) && !siretMatchesSiren(s.siret, s.siren))
    out.siret = 'Must start with the SIREN';
  if (
    isValidSiren(s.siren) &&
    isValidFrenchVat(s.vatNumber) &&
    sirenOfVat(s.vatNumber) !== compactIdentifier(s.siren)
  )
    out.vatNumber = `Must carry the SIREN: ${frenchVatNumber(s.siren)}`;
  return out;
}

export const sellerIdentityInput = z.object(sellerFieldSchemas).superRefine((s, ctx) => {
  for (const [path, message] of Object.entries(sellerCrossChecks(s)))
    ctx.addIssue({ code: 'custom', path: [path], message });
});

export const updateSellerBody = z.object({ ...sellerFieldSchemas, version }).superRefine((s, ctx) => {
  for (const [path, message] of Object.entries(sellerCrossChecks(s)))
    ctx.addIssue({ code: 'custom', path: [path], message });
});

/** The seller as stored (the answer is not re-checked: `problems` says what is wrong). */
export const sellerIdentity = z.object({
  legalName: z.string(),
  legalForm: z.string(),
  shareCapitalCents: z.number().int(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  siren: z.string(),
  siret: z.string(),
  rcsCity: z.string(),
  vatNumber: z.string(),
  iban: z.string(),
  bic: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.object({ contentType: z.enum(['image/png', 'image/jpeg']), base64: z.string() }).nullable(),
  paymentTermDays: z.number().int(),
  latePaymentRateBp: z.number().int(),
});
export type SellerIdentityRow = z.infer<typeof sellerIdentity>;

export const sellerAnswer = z.object({
  /** Null until FINANCE sets it for the first time. */
  seller: sellerIdentity.nullable(),
  version: z.number().int(),
  /** What is missing or invalid, one sentence each; empty when invoices may be issued. */
  problems: z.array(z.string()),
  updatedAt: isoDateTime.nullable(),
  updatedBy: staffName,
});
export type SellerAnswer = z.infer<typeof sellerAnswer>;

/** Each field that is missing or invalid, as a sentence ("The seller's SIRET is missing"); none when complete. */
export function sellerIdentityProblems(seller: Record<string, unknown> | null): string[] {
  // The optional fields may be absent; every other one is missing until set.
  const s: Record<string, unknown> = { addressLine2: null, email: null, phone: null, logo: null, ...seller };
  const problems: string[] = [];
  const parsed = sellerIdentityInput.safeParse(s);
  if (parsed.success) return problems;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as SellerField;
    if (seen.has(field)) continue;
    seen.add(field);
    const label = SELLER_FIELD_LABELS[field] ?? field;
    const value = s[field];
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    problems.push(
      missing ? `The seller's ${label} is missing` : `The seller's ${label} is not valid: ${issue.message}`,
    );
  }
  return problems;
}

export const sellerEndpoints = {
  getSeller: endpoint({
    method: 'GET',
    path: 'finance/seller/getSeller',
    summary:
      "The operator's legal identity as the seller of its invoices (null until set), its version and what is missing or invalid (`problems`: issuing refuses until empty)",
    response: sellerAnswer,
  }),
  updateSeller: endpoint({
    method: 'POST',
    path: 'finance/seller/updateSeller',
    summary:
      "Change the seller's legal identity (every field checked: SIREN and SIRET check digits, IBAN mod 97, French VAT key; 400 naming each bad field); a fresh step-up is required, version (409 when stale)",
    body: updateSellerBody,
    response: sellerAnswer,
  }),
};
