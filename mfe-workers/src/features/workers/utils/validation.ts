/** The same rules as the contract (shared/src/contract/workers.ts), for messages before sending. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_RE = /^\+?[0-9 ().-]{6,30}$/;

/** A trimmed text, or null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

const requiredName = (label: string) => (v: string) =>
  v.trim() ? (v.trim().length > 100 ? 'At most 100 characters' : null) : `${label} is required`;

/** The checks of the worker's fields, shared by the add and edit forms (useForm `validate`). */
export const workerFieldRules = {
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  companyId: (v: string) => (v ? null : 'Company is required'),
  agencyId: (v: string) => (v ? null : 'Agency is required'),
  teamId: (v: string) => (v ? null : 'Team is required'),
  email: (v: string) => (v.trim() === '' || EMAIL_RE.test(v.trim()) ? null : 'Enter a valid email address'),
  phone: (v: string) => (v.trim() === '' || PHONE_RE.test(v.trim()) ? null : 'Digits, spaces and + ( ) . - only'),
  hiredOn: (v: string, values: { birthDate: string }) =>
    v && values.birthDate && v < values.birthDate ? 'The hiring date is before the birth date' : null,
};
