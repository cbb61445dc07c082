import type { Seller, UpdateSellerBody } from '../api';
import type { T } from '../../../i18n';

/**
 * The form's values: what is typed, as text. The share capital (in euros) and the rate (in
 * percent) carry the body's names so that the contract's and the server's errors land on them.
 */
export interface SellerForm {
  legalName: string;
  legalForm: string;
  shareCapitalCents: string;
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
  latePaymentRateBp: string;
}

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
    shareCapitalCents: seller ? euros(seller.shareCapitalCents) : '',
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
    latePaymentRateBp: seller ? percent(seller.latePaymentRateBp) : '',
  };
}

/** The body without its version: the form's text as the API reads it. */
export function toIdentity(v: SellerForm): Omit<UpdateSellerBody, 'version'> {
  return {
    legalName: v.legalName.trim(),
    legalForm: v.legalForm.trim(),
    shareCapitalCents: centsOf(v.shareCapitalCents),
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
    latePaymentRateBp: bpOf(v.latePaymentRateBp),
  };
}

const NUMBER_FIELDS = ['shareCapitalCents', 'paymentTermDays', 'latePaymentRateBp'] as const;

/**
 * The form's own checks: a number field left empty or holding no number (the contract's schema
 * only sees NaN there). Everything else is the contract's (updateSeller's body).
 */
export function checkNumbers(v: SellerForm, t: T): Partial<Record<keyof SellerForm, string>> {
  const identity = toIdentity(v);
  const errors: Partial<Record<keyof SellerForm, string>> = {};
  for (const field of NUMBER_FIELDS)
    if (Number.isNaN(identity[field])) errors[field] = v[field].trim() === '' ? t('finance.required') : t('seller.error.number');
  return errors;
}
