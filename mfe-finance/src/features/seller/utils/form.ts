import { sellerCrossChecks, sellerFieldSchemas, type SellerField } from '@courier/shared';
import type { Seller, UpdateSellerBody } from '../api';
import type { T } from '../../../i18n';

/** The form's values: what is typed, as text; amounts in euros and the rate in percent. */
export interface SellerForm {
  legalName: string;
  legalForm: string;
  shareCapital: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  countryCode: string;
  siren: string;
  siret: string;
  rcsCity: string;
  vatNumber: string;
  iban: string;
  bic: string;
  email: string;
  phone: string;
  logo: Seller['logo'];
  paymentTermDays: string;
  latePaymentRate: string;
}

/** What the form needs of a contract schema (the app reads zod through @courier/shared). */
type FieldSchema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/** The form field of each body field, when they are named differently. */
const FORM_FIELD: Partial<Record<SellerField, keyof SellerForm>> = {
  shareCapitalCents: 'shareCapital',
  latePaymentRateBp: 'latePaymentRate',
};

const decimal = (text: string) => Number(text.replace(/[\s\u00A0\u202F]/g, '').replace(',', '.'));
const centsOf = (euros: string) => (euros.trim() === '' ? NaN : Math.round(decimal(euros) * 100));
const bpOf = (percent: string) => (percent.trim() === '' ? NaN : Math.round(decimal(percent) * 100));
/** Cents as typed in the form (no grouping, so that it reads back): 1000050 -> "10000.50". */
const euros = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
const percent = (bp: number) => String(bp / 100);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toForm(seller: Seller | null): SellerForm {
  return {
    legalName: seller?.legalName ?? '',
    legalForm: seller?.legalForm ?? '',
    shareCapital: seller ? euros(seller.shareCapitalCents) : '',
    addressLine1: seller?.addressLine1 ?? '',
    addressLine2: seller?.addressLine2 ?? '',
    postalCode: seller?.postalCode ?? '',
    city: seller?.city ?? '',
    countryCode: seller?.countryCode ?? 'FR',
    siren: seller?.siren ?? '',
    siret: seller?.siret ?? '',
    rcsCity: seller?.rcsCity ?? '',
    vatNumber: seller?.vatNumber ?? '',
    iban: seller?.iban ?? '',
    bic: seller?.bic ?? '',
    email: seller?.email ?? '',
    phone: seller?.phone ?? '',
    logo: seller?.logo ?? null,
    paymentTermDays: seller ? String(seller.paymentTermDays) : '30',
    latePaymentRate: seller ? percent(seller.latePaymentRateBp) : '',
  };
}

/** The body without its version: the form's text as the API reads it. */
export function toIdentity(v: SellerForm): Omit<UpdateSellerBody, 'version'> {
  return {
    legalName: v.legalName.trim(),
    legalForm: v.legalForm.trim(),
    shareCapitalCents: centsOf(v.shareCapital),
    addressLine1: v.addressLine1.trim(),
    addressLine2: orNull(v.addressLine2),
    postalCode: v.postalCode.trim(),
    city: v.city.trim(),
    countryCode: v.countryCode.trim(),
    siren: v.siren,
    siret: v.siret,
    rcsCity: v.rcsCity.trim(),
    vatNumber: v.vatNumber,
    iban: v.iban,
    bic: v.bic,
    email: orNull(v.email),
    phone: orNull(v.phone),
    logo: v.logo,
    paymentTermDays: v.paymentTermDays.trim() === '' ? NaN : Number(v.paymentTermDays.trim()),
    latePaymentRateBp: bpOf(v.latePaymentRate),
  };
}

/**
 * The errors of the form, by form field: each field checked by the contract's own schema (the
 * server's check digits and bounds), then the checks between fields. A number that is not one
 * says so in the form's words.
 */
export function validateSeller(v: SellerForm, t: T): Partial<Record<keyof SellerForm, string>> {
  const identity = toIdentity(v);
  const errors: Partial<Record<keyof SellerForm, string>> = {};
  for (const [field, schema] of Object.entries(sellerFieldSchemas) as [SellerField, FieldSchema][]) {
    const formField = FORM_FIELD[field] ?? (field as keyof SellerForm);
    const value = identity[field];
    if (typeof value === 'number' && Number.isNaN(value)) {
      errors[formField] = v[formField] === '' ? t('finance.required') : t('seller.error.number');
      continue;
    }
    const result = schema.safeParse(value);
    if (!result.success) errors[formField] = result.error?.issues[0]?.message ?? t('seller.error.invalid');
  }
  for (const [field, message] of Object.entries(sellerCrossChecks(identity)))
    errors[field as keyof SellerForm] ??= message;
  return errors;
}

/** The server's field names (400) as the form's. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const top = field.split('.')[0] as SellerField;
    out[FORM_FIELD[top] ?? top] = message;
  }
  return out;
}
