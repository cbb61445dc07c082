import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

/** The words of the settings area (settings lists, admin events, outbox), in English and French. */
export const { AreaIntl, useT, translate } = createAreaI18n('settings', { en, fr });
export type T = ReturnType<typeof useT>;
export type MessageId = keyof typeof en;
export { en, fr };
