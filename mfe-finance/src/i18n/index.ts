import { createAreaI18n, type Translation } from '@courier/shared';
import { billingEn } from './en/billing';
import { commonEn } from './en/common';
import { creditRequestsEn } from './en/creditRequests';
import { dunningEn } from './en/dunning';
import { recoveryEn } from './en/recovery';
import { sellerEn } from './en/seller';
import { billingFr } from './fr/billing';
import { commonFr } from './fr/common';
import { creditRequestsFr } from './fr/creditRequests';
import { dunningFr } from './fr/dunning';
import { recoveryFr } from './fr/recovery';
import { sellerFr } from './fr/seller';

/** The finance area's words: one catalog file per feature and language, merged here. */
export const en = { ...commonEn, ...recoveryEn, ...billingEn, ...creditRequestsEn, ...dunningEn, ...sellerEn } as const;
export const fr: Translation<typeof en> = { ...commonFr, ...recoveryFr, ...billingFr, ...creditRequestsFr, ...dunningFr, ...sellerFr };

export const { AreaIntl, useT, translate } = createAreaI18n('finance', { en, fr });

/** What `useT()` returns, for helpers that build texts for a component. */
export type T = ReturnType<typeof useT>;
