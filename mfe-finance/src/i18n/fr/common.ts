import type { Translation } from '@courier/shared';
import type { commonEn } from '../en/common';

export const commonFr: Translation<typeof commonEn> = {
  'finance.cancel': 'Annuler',
  'finance.required': 'Obligatoire',
  'finance.pager.control':
    '{control, select, first {Première page} previous {Page précédente} next {Page suivante} other {Dernière page}}',
  'finance.pager.page': 'Page {page}',
  'finance.bucket.notDue': 'Non échu',
  'finance.bucket.overdue1to30': '1 à 30 jours',
  'finance.bucket.overdue31to60': '31 à 60 jours',
  'finance.bucket.overdue61to90': '61 à 90 jours',
  'finance.bucket.overdueOver90': 'Plus de 90 jours',
  'finance.bucket.overdue': 'Échu',
  'finance.bucket.totalDue': 'Total dû',
  'finance.badge.inRecovery': 'En recouvrement',
  'finance.badge.inactive': 'Inactif',
  'finance.level.1': 'Première relance',
  'finance.level.2': 'Deuxième relance',
  'finance.level.3': 'Mise en demeure',
  'finance.stale.title': 'Modifié par quelqu’un d’autre',
  'finance.email': 'E-mail',
  'finance.phone': 'Téléphone',
} as const;
