import type { Translation } from '@courier/shared';
import type { common as en } from '../en/common';

/** Les mots des composants propres à l'espace (src/components), partagés par ses fonctionnalités. */
export const common: Translation<typeof en> = {
  'common.cancel': 'Annuler',
  'common.edit': 'Modifier',
  'common.leaveUnsaved': 'Vos modifications ne sont pas enregistrées. Quitter et les perdre ?',
  'common.discardTitle': 'Abandonner vos modifications ?',
  'common.discardBody': 'Les modifications faites seront perdues.',
  'common.discard': 'Abandonner les modifications',
  'common.export.button': 'Exporter en CSV',
  'common.export.description': 'Toutes les lignes qui correspondent aux filtres, dans l’ordre affiché, pas seulement cette page.',
  'common.export.separator': 'Séparateur',
  'common.export.semicolon': 'Point-virgule ; (Excel en français)',
  'common.export.comma': 'Virgule , (autres tableurs)',
  'common.export.download': 'Télécharger',
  'common.export.downloading': 'Téléchargement…',
  'common.export.failed': 'L’export a échoué',
  'today.workers.contractsEnding': 'Contrats de coursier finissant sous {days, plural, one {# jour} other {# jours}}',
  'today.workers.contractsEnding.item':
    '{code} · {kind, select, cdd {CDD} interim {intérim} freelance {auto-entrepreneur} cdi {CDI} other {contrat}} fini le {date}',
  'today.workers.documentsExpiring': 'Documents de coursier expirant sous {days, plural, one {# jour} other {# jours}}',
  'today.workers.documentsExpiring.item':
    '{code} · {kind, select, driving_licence {permis de conduire} residence_permit {titre de séjour} identity_card {carte d’identité} medical_fitness {visite médicale} vehicle_insurance {assurance du véhicule} professional_card {carte professionnelle} other {document}} expire le {date}',
  'today.workers.leaving': 'Coursiers partant sous {days, plural, one {# jour} other {# jours}}',
  'today.workers.leaving.item': '{code} · part le {date}',
  'today.vehicles.contractsEnding': 'Contrats de véhicule finissant sous {days, plural, one {# jour} other {# jours}}',
  'today.vehicles.contractsEnding.item': '{code} · contrat fini le {date}',
  'today.pay.lastOpenMonth': 'Coursiers à payer pour {month}, encore ouvert',
  'today.pay.anomalies': 'Anomalies de {month}',
  'today.pay.anomalies.item': '{code} · {count, plural, one {# anomalie} other {# anomalies}}',
};
