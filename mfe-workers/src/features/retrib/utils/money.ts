import { formatMoney, formatNumber, getLocale } from '@courier/shared';
import { translate } from '../../../i18n';

/**
 * Money is stored as integer cents (docs/product.md#money-dates-and-times) and edited in euros. The conversion works on
 * the digits of the text, never through floating point: "12.34" is 1234, "0.1" is 10.
 */

/** The largest amount the API accepts (shared contract `cents`). */
export const MAX_CENTS = 1_000_000_000;

const EUROS = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;

/** Parses an amount typed in euros ("12", "12.5", "12,34", " 7.05 ") into cents; null when it is not one. */
export function eurosToCents(input: string): number | null {
  const text = input.trim().replace(/\s+/g, '').replace(/€$/, '');
  const match = EUROS.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return cents > MAX_CENTS ? null : cents;
}

/** Cents as the euros text of an input: 1234 -> "12.34", 5 -> "0.05". */
export function centsToEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as the euros text of an input in the page's language: "12.34" in English, "12,34" in French. */
export function centsToEurosInput(cents: number): string {
  const text = centsToEuros(cents);
  return getLocale() === 'fr' ? text.replace('.', ',') : text;
}

/**
 * Validation message of an amount field (in the page's language), or null when it is a valid
 * amount in euros (at most `maxCents`, the call's own limit, said in euros).
 */
export function validateEuros(value: string, maxCents = MAX_CENTS): string | null {
  if (value.trim() === '') return translate('retrib.rule.required');
  if (/^\s*-/.test(value)) return translate('retrib.rule.negative');
  const cents = eurosToCents(value);
  if (cents === null) return translate('retrib.rule.euros', { example: formatNumber(12.34, 2) });
  return cents > maxCents ? translate('retrib.rule.max', { max: formatMoney(maxCents) }) : null;
}
