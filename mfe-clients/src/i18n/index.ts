import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

/** The words of the clients area (clients and client-side users), in English and French. */
export const { AreaIntl, useT, translate } = createAreaI18n('clients', { en, fr });
export { en, fr };
