import type { Translation } from '@courier/shared';
import type { eventsEn } from '../en/events';

/** Ce que dit chaque événement du journal d'administration, en français. */
export const eventsFr: Translation<typeof eventsEn> = {
  'settings.events.says.listAdd': '{target} « {name} » : ajout',
  'settings.events.says.listUpdate': '{target} « {name} » : {changes}',
  'settings.events.says.change': '{field} {from} → {to}',
  'settings.events.says.textChanged': '{field} modifié',
  'settings.events.says.none': '—',
  'settings.events.says.value':
    '{value, select, true {oui} false {non} active {actif} inactive {inactif} draft {brouillon} published {publié} archived {archivé} disabled {désactivé} percent {pourcentage} amount {montant} other {{value}}}',
  'settings.events.says.field':
    '{field, select, name {nom} code {code} email {e-mail} phone {téléphone} activityStatus {statut} clientGroup2Id {groupe de clients 2} shortCodePrefix {préfixe des codes courts} brandId {marque} financeUnitId {unité financière} isAbsence {absence} isPaid {absence payée} title {titre} body {texte} status {statut} startsOn {premier jour} endsOn {dernier jour} description {description} kind {type} value {valeur} validFrom {valable du} validUntil {valable jusqu’au} maxUses {utilisations maximales} firstName {prénom} lastName {nom} companyId {société} agencyId {agence} teamId {équipe} eluId {élu du personnel} birthDate {date de naissance} hiredOn {date d’embauche} address {adresse} postalCode {code postal} city {ville} comment {commentaire} leftOn {date de départ} shortCode {code court} plate {immatriculation} typeId {type} stateId {état} contractId {contrat} modelId {modèle} fleetManagerId {gestionnaire de flotte} supplierId {fournisseur} analyticAccountId {compte analytique} contractEndDate {fin de contrat} firstRegistrationOn {première immatriculation} mileageKm {kilométrage} clientId {client} shiftTypeId {type de tournée} startTime {début} endTime {fin} waypoints {points de passage} km {km} weekdays {jours de la semaine} expectedWaypoints {points de passage prévus} expectedKm {km prévus} workerId {coursier} activated {rendue active} deactivated {rendue inactive} legalName {raison sociale} legalForm {forme juridique} shareCapitalCents {capital social} addressLine1 {adresse} addressLine2 {complément d’adresse} countryCode {pays} siren {SIREN} siret {SIRET} rcsCity {ville du RCS} vatNumber {numéro de TVA} iban {IBAN} bic {BIC} logo {logo} paymentTermDays {délai de paiement} latePaymentRateBp {taux des pénalités de retard} firstReminderTemplateFr {première relance (français)} firstReminderTemplateEn {première relance (anglais)} secondReminderTemplateFr {deuxième relance (français)} secondReminderTemplateEn {deuxième relance (anglais)} formalNoticeTemplateFr {mise en demeure (français)} formalNoticeTemplateEn {mise en demeure (anglais)} other {{field}}}',
  'settings.events.says.messagesHome.add': 'Message d’accueil « {title} » ajouté ({status})',
  'settings.events.says.discountCodes.add':
    'Code de réduction {code} ajouté ({kind, select, percent {{value} %} other {{amount, number, ::currency/EUR}}})',
  'settings.events.says.finance.updateSeller':
    '{event, select, set {Identité du vendeur saisie : {legalName}, SIREN {siren}} other {Identité du vendeur modifiée : {fields} ({legalName}, SIREN {siren})}}',
  'settings.events.says.finance.updateSettings':
    'Relances à {first}/{second}/{notice} jours, seuil de recouvrement {threshold, number, ::currency/EUR}{texts, select, none {} other { ; nouveau texte : {texts}}}',
  'settings.events.says.auth.login':
    '{event, select, trustedDevice {Connexion depuis l’appareil de confiance {device} ({ip}){failedCodes, plural, =0 {} one { ; informé de # code refusé depuis la dernière connexion} other { ; informé de # codes refusés depuis la dernière connexion}}} other {Mot de passe accepté depuis {ip} ; {next, select, change_password {nouveau mot de passe} double_auth {code} codeqr {enrôlement de l’application} other {{next}}} en attente}}',
  'settings.events.says.auth.change_password':
    'Nouveau mot de passe choisi à la connexion{sessions, plural, =0 {} one { ; # autre session fermée} other { ; # autres sessions fermées}}',
  'settings.events.says.auth.second_factor':
    'Code accepté depuis {ip}{failedCodes, plural, =0 {} one { ; informé de # code refusé depuis la dernière connexion} other { ; informé de # codes refusés depuis la dernière connexion}}',
  'settings.events.says.auth.enrol':
    'Application d’authentification enrôlée depuis {ip}{failedCodes, plural, =0 {} one { ; informé de # code refusé depuis la dernière connexion} other { ; informé de # codes refusés depuis la dernière connexion}}',
  'settings.events.says.auth.trust_device':
    'Appareil de confiance {device} sur le réseau {ip} pour {days} jours{claimed, select, none {} other { (le navigateur indiquait {claimed})}}',
  'settings.events.says.auth.revoke_device': 'Appareil de confiance {device} oublié',
  'settings.events.says.auth.logout': 'Déconnexion',
  'settings.events.says.auth.code_failed':
    '{event, select, used {Code déjà utilisé} other {Code faux ou expiré}} depuis {ip}',
  'settings.events.says.auth.stepUp': 'Nouveau code accepté pour une action sensible depuis {ip}',
  'settings.events.says.staffUsers.create':
    '{login} créé ({roles, select, none {aucun rôle} other {{roles}}}) en ligne de commande',
  'settings.events.says.staffUsers.resetPassword':
    'Mot de passe de {login} réinitialisé en ligne de commande',
  'settings.events.says.staffUsers.resetTotp': 'Second facteur de {login} réinitialisé en ligne de commande',
  'settings.events.says.staffUsers.activate': '{login} rendu actif (ligne de commande)',
  'settings.events.says.staffUsers.deactivate': '{login} rendu inactif (ligne de commande)',
  'settings.events.says.staffUsers.setRoles':
    'Rôles de {login} : {roles, select, none {aucun} other {{roles}}} (ligne de commande)',
  'settings.events.says.planning.createShift':
    'Tournée {shiftId} : coursier {workerId}, client {clientId}, {date} {startTime}–{endTime}, {missions, plural, one {# mission} other {# missions}}',
  'settings.events.says.planning.updateShift': 'Tournée {shiftId} : modifié {fields}',
  'settings.events.says.planning.moveShift':
    'Tournée {shiftId} déplacée du coursier {fromWorkerId} le {fromDate} au coursier {workerId} le {date}',
  'settings.events.says.planning.duplicateShift':
    'Tournée {sourceShiftId} copiée en tournée {shiftId} pour le coursier {workerId} le {date}',
  'settings.events.says.planning.addMission':
    'Mission {missionId} « {name} » ajoutée à la tournée {shiftId} ({waypoints, plural, one {# point de passage} other {# points de passage}}, {km, number} km)',
  'settings.events.says.planning.updateMission':
    'Mission {missionId} de la tournée {shiftId} : modifié {fields}',
  'settings.events.says.planning.deleteMission':
    'Mission {missionId} « {name} » supprimée de la tournée {shiftId}',
  'settings.events.says.planning.workerTime': 'Coursier {workerId}, {date} : {startTime}–{endTime}',
  'settings.events.says.regularMissions.update': 'Mission régulière {regularMissionId} « {name} » : {fields}',
  'settings.events.says.finance.billing.issue':
    'Facturation de {month} {event, select, takenOver {reprise} other {lancée}} : {clients, plural, one {# client} other {# clients}} à facturer',
  'settings.events.says.retrib.closeMonth':
    'Mois de paie {month} clos : {statements, plural, one {# relevé} other {# relevés}} et le CSV de paie enregistrés, {total, number, ::currency/EUR} au total{compare, select, none {} same { ; inchangé depuis la clôture précédente} other { ; modifié depuis la clôture précédente : {changes}{more, plural, =0 {} other { et # autres}}}}',
  'settings.events.says.retrib.reopenMonth':
    'Mois de paie {month} rouvert : {reason}{compare, select, none {} same {. La paie recalculée est celle qui a été versée} other {. La paie recalculée diffère de celle versée : {changes}{more, plural, =0 {} other { et # autres}}}}',
  'settings.events.says.payChange': '{worker} {paid} → {now}',
  'settings.events.says.retrib.calendar':
    '{team}, {date} : point de passage {waypoint, number, ::currency/EUR}, km {km, number, ::currency/EUR}, jour {day, number, ::currency/EUR}, supplément {extra, number, ::currency/EUR}',
  'settings.events.says.retrib.updateTeamConfig':
    '{team} : point de passage {waypoint, number, ::currency/EUR}, km {km, number, ::currency/EUR}, jour {day, number, ::currency/EUR}, supplément {extra, number, ::currency/EUR}',
  'settings.events.says.regularMissions.applyWeek':
    'Semaine du {weekStart} : {lines, plural, one {# tournée créée} other {# tournées créées}}, {skipped} ignorées ; prix client {clientPrice, number, ::currency/EUR}{unpriced, plural, =0 {} one { (# tournée d’un client sans grille tarifaire)} other { (# tournées de clients sans grille tarifaire)}}, paie coursiers {courierPay, number, ::currency/EUR}',
  'settings.events.says.vehicles.add': 'Véhicule {vehicle} ajouté',
  'settings.events.says.vehicles.update': '{vehicle} : modifié {fields}',
  'settings.events.says.vehicles.addComment': '{vehicle} : {comment}',
  'settings.events.says.vehicles.assignVehicle': '{vehicle} attribué à {worker}',
  'settings.events.says.vehicles.dissociateVehicle': '{vehicle} repris à {worker}',
  'settings.events.says.chat.addRoom':
    'Salon « {room} » créé pour le client {client} avec {members, plural, one {# membre du personnel} other {# membres du personnel}}',
  'settings.events.says.chat.addMember': '{name} ajouté au salon « {room} »',
  'settings.events.says.chat.joinRoom': '{name} a rejoint le salon « {room} »',
  'settings.events.says.chat.removeMember': '{name} retiré du salon « {room} »',
  'settings.events.says.chat.startChat': 'Discussion directe ouverte avec {name}',
  'settings.events.says.ticket.sendEmail':
    'Ticket « {subject} » envoyé à {to}{client, select, none {} other { au sujet de {client}}}',
  'settings.events.says.ticket.closeTicket': 'Ticket « {subject} » marqué comme traité',
  'settings.events.says.client': '{businessCode} : {sentence}',
  'settings.events.says.worker': '{worker} : {sentence}',
  'settings.events.says.worker.created': 'Coursier créé : {shortCode} {name}',
  'settings.events.says.worker.updated': 'Modifié : {fields}',
  'settings.events.says.worker.deactivated': 'Rendu inactif ; modifié : {fields}',
  'settings.events.says.worker.reactivated': 'Rendu actif à nouveau ; modifié : {fields}',
  'settings.events.says.worker.photo_uploaded':
    '{named, select, yes {Photo mise à jour ({fileName})} other {Photo mise à jour}}',
  'settings.events.says.worker.shift_deleted':
    'Tournée {shiftId} du {date} ({startTime}–{endTime}, client {clientId}) supprimée : {comment}',
  'settings.events.says.worker.shift_unproductive':
    'Tournée {shiftId} du {date} passée en improductive : {comment}',
  'settings.events.says.worker.shift_productive':
    'Tournée {shiftId} du {date} repassée en productive : {comment}',
  'settings.events.says.worker.contract_set':
    'Contrat défini : {kind}{until, select, none {} other {, jusqu’au {until}}}',
  'settings.events.says.worker.document_added':
    'Document ajouté : {kind}{until, select, none {} other {, expire le {until}}}',
  'settings.events.says.worker.document_updated':
    'Document modifié : {kind}{until, select, none {} other {, expire le {until}}}',
  'settings.events.says.worker.document_deleted':
    'Document supprimé : {kind}',
  'settings.events.contractKind':
    '{kind, select, cdi {CDI} cdd {CDD} interim {intérim} freelance {auto-entrepreneur} other {{kind}}}',
  'settings.events.documentKind':
    '{kind, select, driving_licence {permis de conduire} residence_permit {titre de séjour / autorisation de travail} identity_card {carte d’identité} medical_fitness {visite médicale} vehicle_insurance {assurance du véhicule} professional_card {carte professionnelle} other {document}}',
  'settings.events.says.worker.worker_time_deleted': 'Temps {workerTimeId} du {date} supprimé : {comment}',
};
