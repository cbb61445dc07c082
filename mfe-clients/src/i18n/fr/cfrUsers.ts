import type { Translation } from '@courier/shared';
import type { cfrUsersEn } from '../en/cfrUsers';

/** The client-side users feature's words, in French. */
export const cfrUsersFr: Translation<typeof cfrUsersEn> = {
  // The client picker
  'cfrUsers.picker.placeholder': 'Chercher un code ou un nom',
  'cfrUsers.picker.clear': 'Effacer {label}',
  'cfrUsers.picker.searching': 'Recherche…',
  'cfrUsers.picker.noMatch': 'Aucun client ne correspond',
  // The list
  'cfrUsers.list.title': 'Utilisateurs côté client',
  'cfrUsers.list.description':
    'Les personnes des clients qui utilisent le portail client et ses salons de discussion.',
  'cfrUsers.list.noun.one': 'utilisateur',
  'cfrUsers.list.noun.other': 'utilisateurs',
  'cfrUsers.list.searchPlaceholder': 'E-mail ou nom',
  'cfrUsers.list.anyClient': 'Tous les clients',
  'cfrUsers.list.emptyFiltered': 'Aucun utilisateur ne correspond à ces filtres',
  'cfrUsers.list.empty': 'Aucun utilisateur côté client pour l’instant',
  'cfrUsers.list.emptyFilteredHint': 'Modifiez la recherche, le client ou le filtre d’activité.',
  'cfrUsers.list.emptyHint': 'Ajoutez le premier avec « Ajouter un utilisateur ».',
  'cfrUsers.column.lastName': 'Nom',
  'cfrUsers.column.firstName': 'Prénom',
  'cfrUsers.column.email': 'E-mail',
  'cfrUsers.column.client': 'Client',
  'cfrUsers.column.site': 'Site',
  'cfrUsers.column.service': 'Service',
  'cfrUsers.column.status': 'Statut',
  'cfrUsers.status': '{status, select, active {actif} inactive {inactif} other {{status}}}',
  'cfrUsers.action.add': 'Ajouter un utilisateur',
  // Adding a user
  'cfrUsers.field.chooseClient': 'Choisissez le client',
  'cfrUsers.add.done': '{email} a été ajouté',
  'cfrUsers.add.title': 'Ajouter un utilisateur côté client',
  'cfrUsers.field.email': 'E-mail',
  'cfrUsers.field.firstName': 'Prénom',
  'cfrUsers.field.lastName': 'Nom',
  'cfrUsers.field.phone': 'Téléphone',
  'cfrUsers.field.client': 'Client',
  'cfrUsers.field.site': 'Site',
  'cfrUsers.field.clearSite': 'Effacer le site',
  'cfrUsers.field.service': 'Service',
  'cfrUsers.field.clearService': 'Effacer le service',
  // A user's page
  'cfrUsers.detail.saved': '{email} est enregistré',
  'cfrUsers.detail.form': 'Utilisateur côté client',
  'cfrUsers.detail.moving':
    'Déplacer l’utilisateur vers un autre client retire les salons, le site et le service de {client}. Enregistrez, puis choisissez les salons du nouveau client.',
  'cfrUsers.detail.chatRooms': 'Salons de discussion',
  'cfrUsers.detail.clearChatRooms': 'Effacer les salons de discussion',
  'cfrUsers.detail.noRoom': 'Ce client n’a aucun salon',
  'cfrUsers.detail.inactivated': '{email} est inactif ; ses sessions sont terminées',
  'cfrUsers.detail.resetPassword': 'Réinitialiser le mot de passe',
  'cfrUsers.detail.makeInactive': 'Rendre inactif',
  'cfrUsers.detail.backToList': '← Tous les utilisateurs côté client',
  'cfrUsers.detail.active': 'Actif',
  'cfrUsers.detail.inactive': 'Inactif',
  'cfrUsers.detail.mailSent': 'E-mail envoyé',
  'cfrUsers.detail.linkSent':
    'Un lien à usage unique pour choisir un nouveau mot de passe a été envoyé à {to}. Il est valable jusqu’au {until}.',
  'cfrUsers.detail.inactiveSince':
    'Cet utilisateur est inactif depuis le {date} : il ne peut pas se connecter.',
  'cfrUsers.detail.inactiveNote': 'Cet utilisateur est inactif : il ne peut pas se connecter.',
  'cfrUsers.detail.inactiveTitle': 'Rendre {email} inactif ?',
  'cfrUsers.detail.resetTitle': 'Réinitialiser le mot de passe de {email} ?',
  'cfrUsers.detail.sendLink': 'Envoyer le lien',
  'cfrUsers.detail.inactiveExplain':
    'Il ne pourra plus se connecter, et ses {sessions, number} session(s) ouverte(s) se terminent maintenant.',
  'cfrUsers.detail.resetExplain':
    'Un lien à usage unique pour choisir un nouveau mot de passe lui est envoyé ; il expire au bout de 24 heures. Son mot de passe actuel reste valable jusqu’à ce qu’il utilise le lien.',
  'cfrUsers.detail.loading': 'Chargement de l’utilisateur…',
  'cfrUsers.detail.notFound': 'Utilisateur introuvable',
  'cfrUsers.detail.noSuchUser': 'Aucun utilisateur côté client {userId}',
  'cfrUsers.detail.notFoundHint': 'Retrouvez-le dans la liste.',
  'cfrUsers.detail.allUsers': 'Tous les utilisateurs côté client',
  'cfrUsers.detail.loadFailed': 'L’utilisateur n’a pas pu être chargé',
};
