import { translate } from '../../../i18n';

/** The same rules as the contract (shared/src/contract/workers.ts), for messages before sending. */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_RE = /^\+?[0-9 ().-]{6,30}$/;

/** A trimmed text, or null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

const requiredName = (missing: 'workers.rule.firstNameRequired' | 'workers.rule.lastNameRequired') => (v: string) =>
  v.trim() ? (v.trim().length > 100 ? translate('workers.rule.tooLong', { max: 100 }) : null) : translate(missing);

/** The checks of the worker's fields, shared by the add and edit forms (useForm `validate`), in the page's language. */
export const workerFieldRules = {
  firstName: requiredName('workers.rule.firstNameRequired'),
  lastName: requiredName('workers.rule.lastNameRequired'),
  companyId: (v: string) => (v ? null : translate('workers.rule.companyRequired')),
  agencyId: (v: string) => (v ? null : translate('workers.rule.agencyRequired')),
  teamId: (v: string) => (v ? null : translate('workers.rule.teamRequired')),
  email: (v: string) => (v.trim() === '' || EMAIL_RE.test(v.trim()) ? null : translate('workers.rule.email')),
  phone: (v: string) => (v.trim() === '' || PHONE_RE.test(v.trim()) ? null : translate('workers.rule.phone')),
  hiredOn: (v: string, values: { birthDate: string }) =>
    v && values.birthDate && v < values.birthDate ? translate('workers.rule.hiredBeforeBirth') : null,
};
