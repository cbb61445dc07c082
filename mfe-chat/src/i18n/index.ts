import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

/** The words of the chat area, in English and French. */
export const { AreaIntl, useT, translate } = createAreaI18n('chat', { en, fr });
export type T = ReturnType<typeof useT>;
export { en, fr };
