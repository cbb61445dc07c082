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
  'planning.today.anomalies': 'Anomalies du jour',
  'planning.today.anomalies.item': '{code} · {count, plural, one {# anomalie} other {# anomalies}}',
  'planning.today.shiftsWithoutTime': 'Services commencés sans temps travaillé',
  'planning.today.shiftsWithoutTime.item': '{code} · {count, plural, one {# service} other {# services}}',
  'planning.today.timesWithoutShift': 'Temps travaillés à rapprocher (sans service)',
  'planning.today.timesWithoutShift.item': '{code} · {count, plural, one {# temps} other {# temps}}',
};
