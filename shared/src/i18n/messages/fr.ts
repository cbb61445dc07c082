import type { Translation } from '../catalogs';
import type { en } from './en';

export const fr: Translation<typeof en> = {
  'shared.loading': 'Chargement…',
  'shared.retry': 'Réessayer',
  'shared.cancel': 'Annuler',
  'shared.confirm': 'Confirmer',
  'shared.close': 'Fermer',
  'shared.save': 'Enregistrer',
  'shared.edit': 'Modifier',
  'shared.empty': 'Rien à afficher.',
  'shared.error.generic': 'Une erreur est survenue.',
  'shared.error.network': 'Le serveur est injoignable. Vérifiez la connexion et réessayez.',
  'shared.error.BAD_REQUEST': 'Certains champs ne sont pas valides.',
  'shared.error.BAD_REQUEST.fields': 'Vérifiez ces champs : {fields}.',
  'shared.error.UNAUTHORIZED': 'Votre session a pris fin. Reconnectez-vous.',
  'shared.error.FORBIDDEN': 'Vos rôles ne permettent pas cette action.',
  'shared.error.NOT_FOUND': "Cette fiche n'existe pas ou a été supprimée.",
  'shared.error.CONFLICT': 'Quelqu’un a modifié cette fiche entre-temps, ou elle en contredit une autre.',
  'shared.error.TOO_MANY_REQUESTS': 'Trop de tentatives. Patientez un instant puis réessayez.',
  'shared.error.SERVICE_UNAVAILABLE': 'Le service est occupé. Réessayez dans quelques secondes.',
  'shared.error.INTERNAL': 'Le serveur a échoué. Réessayez ; si cela persiste, prévenez le support.',
  'shared.today.count': '{count, number}',
};
