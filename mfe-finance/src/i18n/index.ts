import { createAreaI18n, type Translation } from '@courier/shared';
import { billingEn } from './en/billing';
import { commonEn } from './en/common';
import { creditRequestsEn } from './en/creditRequests';
import { dunningEn } from './en/dunning';
import { recoveryEn } from './en/recovery';
import { billingFr } from './fr/billing';
import { commonFr } from './fr/common';
import { creditRequestsFr } from './fr/creditRequests';
import { dunningFr } from './fr/dunning';
import { recoveryFr } from './fr/recovery';

/** The finance area's words: one catalog file per feature and language, merged here. */
export const en = { ...commonEn, ...recoveryEn, ...billingEn, ...creditRequestsEn, ...dunningEn } as const;
export const fr: Translation<typeof en> = { ...commonFr, ...recoveryFr, ...billingFr, ...creditRequestsFr, ...dunningFr };

export const { AreaIntl, useT, translate } = createAreaI18n('finance', { en, fr });

/** What `useT()` returns, for helpers that build texts for a component. */
export type T = ReturnType<typeof useT>;
