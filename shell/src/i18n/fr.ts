import type { Translation } from '@courier/shared';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  'shell.language.label': 'Langue',
  'shell.language.en': 'English',
  'shell.language.fr': 'Français',
  'shell.language.failed': "La langue n'a pas pu être enregistrée ; elle ne vaut que pour cette page.",
};
