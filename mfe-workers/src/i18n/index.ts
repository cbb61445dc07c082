import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

/** The words of the workers area (workers, vehicles, retributions, statements). */
export const { AreaIntl, useT, translate } = createAreaI18n('mfe-workers', { en, fr });
export type MessageId = keyof typeof en;
