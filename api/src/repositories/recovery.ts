/**
 * Finance recovery moved to repositories/finance/*, split by job (receivables, summary,
 * clientPage, notes, report, settings, recoveryFlags). Other areas read the recovery refusal
 * and the dunning settings from here, as before.
 */
export { recoveryRefusal, recoveryRefusalOf } from './finance/recoveryFlags';
export { financeSettings } from './finance/settings';
