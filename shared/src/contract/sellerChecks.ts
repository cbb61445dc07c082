/**
 * The check digits of the seller's French identifiers, as pure functions: the contract's
 * schemas (contract/seller.ts), the API and the portal's form all call these, so the page
 * refuses exactly what the server refuses (docs/decisions.md). Every function takes the value
 * as typed: spaces (and no-break spaces) are left out, letters read in upper case.
 */

/** The value without its spaces, in upper case: `fr76 3000…` -> `FR763000…`. */
export function compactIdentifier(value: string): string {
  return value.replace(/[ \u00A0\u202F]/g, '').toUpperCase();
}

/** Luhn (mod 10) over a string of digits: from the right, every second digit doubled. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** SIREN: 9 digits, Luhn. */
export function isValidSiren(value: string): boolean {
  const v = compactIdentifier(value);
  return /^\d{9}$/.test(v) && luhnValid(v);
}

/** La Poste's establishments do not follow Luhn: the sum of their SIRET's digits is a multiple of 5. */
const LA_POSTE_SIREN = '356000000';

/** SIRET: 14 digits (SIREN + NIC), Luhn. Whether it starts with a given SIREN is `siretMatchesSiren`. */
export function isValidSiret(value: string): boolean {
  const v = compactIdentifier(value);
  if (!/^\d{14}$/.test(v)) return false;
  if (v.startsWith(LA_POSTE_SIREN) && v !== `${LA_POSTE_SIREN}00048`)
    return [...v].reduce((s, c) => s + Number(c), 0) % 5 === 0;
  return luhnValid(v);
}

export function siretMatchesSiren(siret: string, siren: string): boolean {
  return compactIdentifier(siret).startsWith(compactIdentifier(siren));
}

/** The two-digit key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(compactIdentifier(siren)) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The French intra-EU VAT number of a SIREN: FR + key + SIREN. */
export function frenchVatNumber(siren: string): string {
  const s = compactIdentifier(siren);
  return `FR${frenchVatKey(s)}${s}`;
}

/** A French VAT number: FR, a two-digit key, a valid SIREN, and the key matching that SIREN. */
export function isValidFrenchVat(value: string): boolean {
  const v = compactIdentifier(value);
  const m = /^FR(\d{2})(\d{9})$/.exec(v);
  return !!m && isValidSiren(m[2]) && frenchVatKey(m[2]) === m[1];
}

/** The SIREN a French VAT number carries (its last 9 digits), or null when it is not one. */
export function sirenOfVat(value: string): string | null {
  const m = /^FR\d{2}(\d{9})$/.exec(compactIdentifier(value));
  return m ? m[1] : null;
}

/** The length of an IBAN by country (ISO 13616), for the countries a French operator banks in. */
const IBAN_LENGTHS: Record<string, number> = {
  FR: 27,
  MC: 27,
  DE: 22,
  BE: 16,
  LU: 20,
  NL: 18,
  ES: 24,
  IT: 27,
  PT: 25,
  CH: 21,
  GB: 22,
  IE: 22,
  AT: 20,
};

/** IBAN: country, two check digits, the account; mod 97 of the rearranged number is 1 (ISO 13616). */
export function isValidIban(value: string): boolean {
  const v = compactIdentifier(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
  const expected = IBAN_LENGTHS[v.slice(0, 2)];
  if (expected !== undefined && v.length !== expected) return false;
  const rearranged = v.slice(4) + v.slice(0, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const n = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    remainder = n > 9 ? (remainder * 100 + n) % 97 : (remainder * 10 + n) % 97;
  }
  return remainder === 1;
}

/** The IBAN of a country, bank and account: its two check digits computed (98 - mod 97). */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const c of digits) remainder = (remainder * 10 + Number(c)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), branch (3, optional). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactIdentifier(value));
}

/** A French postal code: 5 digits, starting with a department (01 to 98). */
export function isValidFrenchPostalCode(value: string): boolean {
  return /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/.test(value.trim());
}

/** The first bytes of a PNG and of a JPEG file. */
const MAGIC: Record<'image/png' | 'image/jpeg', number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Whether base64 text starts with the bytes of its declared image type (the content decides). */
export function logoMatchesType(contentType: 'image/png' | 'image/jpeg', base64: string): boolean {
  let head: string;
  try {
    head = atob(base64.slice(0, 16));
  } catch {
    return false;
  }
  return MAGIC[contentType].every((b, i) => head.charCodeAt(i) === b);
}

/** How many bytes base64 text decodes to. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
