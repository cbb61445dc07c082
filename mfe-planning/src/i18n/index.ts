import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

/** The planning area's words: `<AreaIntl>` at its root, `useT()` in components, `translate()` elsewhere. */
export const { AreaIntl, useT, translate } = createAreaI18n('mfe-planning', { en, fr });
export type MessageId = keyof typeof en;
