import type { Translation } from '../i18n/catalogs';
import type { clientEventsEn } from './messages.en';

/** What a client's timeline says, in French (same ids and values as messages.en.ts). */
export const clientEventsFr: Translation<typeof clientEventsEn> = {
  'shared.clientEvent.kind':
    '{kind, select, created {création} updated {modification} settings {paramètres} contact {contact} comment {commentaire} closed {fermeture} reactivated {réactivation} unban {levée de bannissement} duplicated {duplication} cfr_user {utilisateur client} invoice {facture} credit_note {avoir} credit_request {demande d’avoir} recovery {recouvrement} recovery_note {note de recouvrement} reminder {relance} other {{kind}}}',
  'shared.clientEvent.field':
    '{field, select, name {nom} legalName {raison sociale} clientGroupId {groupe de clients} clientGroup2Id {groupe de clients 2} agencyId {agence} salesAgentId {commercial} paymentMethodId {moyen de paiement} vatNumber {numéro de TVA} siret {SIRET} email {e-mail} phone {téléphone} phoneNumber {téléphone} addressLine1 {adresse} addressLine2 {complément d’adresse} postalCode {code postal} city {ville} country {pays} comment {commentaire} billingContactId {contact de facturation} invoiceFrequency {fréquence de facturation} invoiceDelivery {envoi des factures} invoiceLanguage {langue des factures} paymentTermDays {délai de paiement} vatRateBp {taux de TVA} financeUnitId {unité financière} businessUnitId {business unit} priceListIds {grilles tarifaires} position {fonction} clientEmailCc {copie des mails client} clientEmailCcOverdue {copie des mails d’impayés} firstName {prénom} lastName {nom} siteId {site} serviceId {service} activityStatus {statut} client {client} chatRoomsIds {salons de discussion} other {{field}}}',
  'shared.clientEvent.says.created':
    '{event, select, copied {Client créé en copie de {source} ({contacts, plural, one {# contact} other {# contacts}}, paramètres et grilles tarifaires copiés)} other {Client créé : {businessCode} {name}}}',
  'shared.clientEvent.says.duplicated': 'Dupliqué en {copy}',
  'shared.clientEvent.says.updated': 'Modifié : {fields}',
  'shared.clientEvent.says.settings': 'Paramètres de facturation modifiés : {fields}',
  'shared.clientEvent.says.comment': '{comment}',
  'shared.clientEvent.says.closed': 'Compte fermé : {comment}',
  'shared.clientEvent.says.reactivated': 'Compte réactivé : {comment}',
  'shared.clientEvent.says.unban': '{email} n’est plus banni',
  'shared.clientEvent.says.contact':
    '{event, select, billingContactSet {Contact de facturation défini : {name}} billingContactEdited {Contact de facturation modifié{fields, select, none { (aucun changement)} other { : {fields}}}} contactAdded {Contact ajouté : {name}{billing, select, now { ; désormais contact de facturation} noLonger { ; n’est plus le contact de facturation} other {}}} other {Contact {name} modifié{fields, select, none {} other { : {fields}}}{billing, select, now { ; désormais contact de facturation} noLonger { ; n’est plus le contact de facturation} other {}}}}',
  'shared.clientEvent.says.cfr_user':
    '{event, select, created {Utilisateur client {email} : créé pour {client}} changed {Utilisateur client {email} : modifié : {fields}} changedCutOff {Utilisateur client {email} : modifié : {fields} ; lien de réinitialisation annulé, {sessions, plural, one {# session fermée} other {# sessions fermées}}} movedAway {Utilisateur client {email} déplacé vers un autre client} inactivated {Utilisateur client {email} : désactivé ; {sessions, plural, one {# session fermée} other {# sessions fermées}}} resetMailed {Utilisateur client {email} : lien de réinitialisation du mot de passe envoyé} other {Utilisateur client {email} : nouveau mot de passe choisi par le lien de réinitialisation ; {sessions, plural, one {# session fermée} other {# sessions fermées}}}}',
  'shared.clientEvent.says.invoice':
    '{event, select, issued {Facture {invoiceNumber} émise : {amount, number, ::currency/EUR}} poNumberSet {{invoiceNumber} : numéro de bon de commande {poNumber}} poNumberCleared {{invoiceNumber} : numéro de bon de commande retiré} regenerated {{invoiceNumber} : PDF refait (identités de la première émission)} documentKept {{invoiceNumber} : document Factur-X conservé tel qu’émis (SHA-256 {sha256})} other {{invoiceNumber} envoyée à {to}{cc, select, none {} other { (cc {cc})}}}}',
  'shared.clientEvent.says.credit_note':
    '{event, select, lateChange {Avoir {number} de {amount, number, ::currency/EUR} sur {invoiceNumber} : mission {shiftId} modifiée après facturation} approved {Avoir {number} de {amount, number, ::currency/EUR} sur {invoiceNumber} : {comment} (demande n° {requestId} de {requestedBy}, approuvée par {approvedBy})} other {Avoir {number} de {amount, number, ::currency/EUR} sur {invoiceNumber} : {comment} (émis directement par {issuedBy})}}',
  'shared.clientEvent.says.credit_request':
    '{event, select, refused {Avoir de {amount, number, ::currency/EUR} sur {invoiceNumber} (demande n° {requestId} de {requestedBy}) refusé par {refusedBy} : {reason}} other {Avoir de {amount, number, ::currency/EUR} sur {invoiceNumber} demandé par {requestedBy} (demande n° {requestId}, à approuver par la finance) : {comment}}}',
  'shared.clientEvent.says.recovery':
    '{event, select, flagged {En recouvrement : l’impayé de {overdue, number, ::currency/EUR} dépasse le seuil de recouvrement de {threshold, number, ::currency/EUR}} cleared {Recouvrement levé : l’impayé de {overdue, number, ::currency/EUR} est au plus le seuil de {threshold, number, ::currency/EUR}} lifted {Blocage de recouvrement levé{others, plural, =0 {} one { (avec # autre client)} other { (avec # autres clients)}} : {comment}} disputed {Conteste la dette : {reason}} disputeChanged {Motif de contestation modifié : {reason}} other {Contestation retirée (motif : {before})}}',
  'shared.clientEvent.says.recovery_note': 'Note de recouvrement : {note}',
  'shared.clientEvent.says.reminder':
    '{level, select, 1 {Première relance} 2 {Deuxième relance} other {Mise en demeure}} envoyée à {to}{cc, select, none {} other { (cc {cc})}} : {invoiceNumbers}',
};
