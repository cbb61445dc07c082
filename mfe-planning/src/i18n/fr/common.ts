import type { Translation } from '@courier/shared';
import type { commonEn } from '../en/common';

export const commonFr: Translation<typeof commonEn> = {
  'common.cancel': 'Annuler',
  'common.save': 'Enregistrer',
  'common.edit': 'Modifier',
  'common.delete': 'Supprimer',
  'common.open': 'Ouvrir',
  'common.total': 'Total',
  'common.notSaved': 'Non enregistré',
  'common.time.placeholder': 'HH:MM',
  'common.time.invalid': 'Heure attendue au format HH:MM (24 h)',
  'common.weekday.1': 'Lun',
  'common.weekday.2': 'Mar',
  'common.weekday.3': 'Mer',
  'common.weekday.4': 'Jeu',
  'common.weekday.5': 'Ven',
  'common.weekday.6': 'Sam',
  'common.weekday.7': 'Dim',
};
