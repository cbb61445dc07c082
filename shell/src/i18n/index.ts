import { createAreaI18n } from '@courier/shared';
import { en } from './en';
import { fr } from './fr';

export const { AreaIntl: ShellIntl, useT, translate } = createAreaI18n('shell', { en, fr });
