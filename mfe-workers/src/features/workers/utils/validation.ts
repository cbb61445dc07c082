import { translate } from '../../../i18n';
import type { WorkerFieldValues } from '../types';

/** A trimmed text, or null when empty. */
export function emptyToNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/**
 * The worker forms' own words and rule, beside the call's contract (useContractForm `check`):
 * each missing name or choice named, and a hiring date before the birth date, which the contract
 * cannot see (an edit sends only the changed one). Formats and lengths are the contract's.
 */
export function workerChecks(v: WorkerFieldValues): Record<string, string | null> {
  const missing = (value: string, message: string) => (value.trim() ? null : message);
  return {
    firstName: missing(v.firstName, translate('workers.rule.firstNameRequired')),
    lastName: missing(v.lastName, translate('workers.rule.lastNameRequired')),
    companyId: missing(v.companyId, translate('workers.rule.companyRequired')),
    agencyId: missing(v.agencyId, translate('workers.rule.agencyRequired')),
    teamId: missing(v.teamId, translate('workers.rule.teamRequired')),
    hiredOn:
      v.hiredOn && v.birthDate && v.hiredOn < v.birthDate ? translate('workers.rule.hiredBeforeBirth') : null,
  };
}
