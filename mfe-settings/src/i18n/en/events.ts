/**
 * What each admin event says in the trail (Settings > Admin events), in English (the source):
 * one message per action (or kind of action), worded from the values the API stores with the
 * event (`data`; features/settings/utils/eventSentence.ts). Events written before those values
 * were stored, and actions without a message, show the English summary the API wrote.
 */
export const eventsEn = {
  // Any settings list (vehicle brands, client groups, GTA types...), by its target's name.
  'settings.events.says.listAdd': '{target} "{name}": added',
  'settings.events.says.listUpdate': '{target} "{name}": {changes}',
  'settings.events.says.change': '{field} {from} → {to}',
  'settings.events.says.textChanged': '{field} changed',
  'settings.events.says.none': '—',
  'settings.events.says.value':
    '{value, select, true {yes} false {no} active {active} inactive {inactive} draft {draft} published {published} archived {archived} disabled {disabled} percent {percentage} amount {amount} other {{value}}}',
  /** A changed field, by the API's name of it, in the reader's words. */
  'settings.events.says.field':
    '{field, select, name {name} code {code} email {email} phone {phone} activityStatus {status} clientGroup2Id {client group 2} shortCodePrefix {short-code prefix} brandId {brand} financeUnitId {finance unit} isAbsence {absence} isPaid {paid absence} title {title} body {text} status {status} startsOn {first day} endsOn {last day} description {description} kind {kind} value {value} validFrom {valid from} validUntil {valid until} maxUses {maximum uses} firstName {first name} lastName {last name} companyId {company} agencyId {agency} teamId {team} eluId {staff representative} birthDate {birth date} hiredOn {hired on} address {address} postalCode {postal code} city {city} comment {comment} leftOn {left on} shortCode {short code} plate {plate} typeId {type} stateId {state} contractId {contract} modelId {model} fleetManagerId {fleet manager} supplierId {supplier} analyticAccountId {analytic account} contractEndDate {contract end} firstRegistrationOn {first registration} mileageKm {mileage} clientId {client} shiftTypeId {shift type} startTime {start} endTime {end} waypoints {waypoints} km {km} weekdays {weekdays} expectedWaypoints {expected waypoints} expectedKm {expected km} workerId {worker} activated {made active} deactivated {made inactive} legalName {legal name} legalForm {legal form} shareCapitalCents {share capital} addressLine1 {address} addressLine2 {second address line} countryCode {country} siren {SIREN} siret {SIRET} rcsCity {RCS city} vatNumber {VAT number} iban {IBAN} bic {BIC} logo {logo} paymentTermDays {payment terms} latePaymentRateBp {late-payment rate} firstReminderTemplateFr {first reminder (French)} firstReminderTemplateEn {first reminder (English)} secondReminderTemplateFr {second reminder (French)} secondReminderTemplateEn {second reminder (English)} formalNoticeTemplateFr {formal notice (French)} formalNoticeTemplateEn {formal notice (English)} other {{field}}}',
  // Settings' own pages
  'settings.events.says.messagesHome.add': 'Home message "{title}" added ({status})',
  'settings.events.says.discountCodes.add':
    'Discount code {code} added ({kind, select, percent {{value} %} other {{amount, number, ::currency/EUR}}})',
  'settings.events.says.finance.updateSeller':
    '{event, select, set {Seller identity set: {legalName}, SIREN {siren}} other {Seller identity changed: {fields} ({legalName}, SIREN {siren})}}',
  'settings.events.says.finance.updateSettings':
    'Reminders at {first}/{second}/{notice} days, recovery threshold {threshold, number, ::currency/EUR}{texts, select, none {} other {; new text of the {texts}}}',
  // Sign-in and accounts
  'settings.events.says.auth.login':
    '{event, select, trustedDevice {Signed in from trusted device {device} ({ip}){failedCodes, plural, =0 {} one {; told of # failed code since the last sign-in} other {; told of # failed codes since the last sign-in}}} other {Password accepted from {ip}; {next, select, change_password {new password} double_auth {code} codeqr {authenticator enrolment} other {{next}}} pending}}',
  'settings.events.says.auth.change_password':
    'Chose a new password at sign-in{sessions, plural, =0 {} one {; # other session ended} other {; # other sessions ended}}',
  'settings.events.says.auth.second_factor':
    'Code accepted from {ip}{failedCodes, plural, =0 {} one {; told of # failed code since the last sign-in} other {; told of # failed codes since the last sign-in}}',
  'settings.events.says.auth.enrol':
    'Authenticator app enrolled from {ip}{failedCodes, plural, =0 {} one {; told of # failed code since the last sign-in} other {; told of # failed codes since the last sign-in}}',
  'settings.events.says.auth.trust_device':
    'Trusted device {device} on network {ip} for {days} days{claimed, select, none {} other { (browser reported {claimed})}}',
  'settings.events.says.auth.revoke_device': 'Forgot trusted device {device}',
  'settings.events.says.auth.logout': 'Signed out',
  'settings.events.says.auth.code_failed':
    '{event, select, used {Code already used} other {Wrong or expired code}} from {ip}',
  'settings.events.says.auth.stepUp': 'Fresh code accepted for a sensitive action from {ip}',
  'settings.events.says.staffUsers.create':
    'Created {login} ({roles, select, none {no role} other {{roles}}}) from the CLI',
  'settings.events.says.staffUsers.resetPassword': 'Password of {login} reset from the CLI',
  'settings.events.says.staffUsers.resetTotp': 'Second factor of {login} reset from the CLI',
  'settings.events.says.staffUsers.activate': '{login} made active (CLI)',
  'settings.events.says.staffUsers.deactivate': '{login} made inactive (CLI)',
  'settings.events.says.staffUsers.setRoles':
    'Roles of {login}: {roles, select, none {none} other {{roles}}} (CLI)',
  // Planning
  'settings.events.says.planning.createShift':
    'Shift {shiftId}: worker {workerId}, client {clientId}, {date} {startTime}–{endTime}, {missions, plural, one {# mission} other {# missions}}',
  'settings.events.says.planning.updateShift': 'Shift {shiftId}: changed {fields}',
  'settings.events.says.planning.moveShift':
    'Shift {shiftId} moved from worker {fromWorkerId} on {fromDate} to worker {workerId} on {date}',
  'settings.events.says.planning.duplicateShift':
    'Shift {sourceShiftId} copied as shift {shiftId} to worker {workerId} on {date}',
  'settings.events.says.planning.addMission':
    'Mission {missionId} "{name}" added to shift {shiftId} ({waypoints, plural, one {# waypoint} other {# waypoints}}, {km, number} km)',
  'settings.events.says.planning.updateMission': 'Mission {missionId} of shift {shiftId}: changed {fields}',
  'settings.events.says.planning.deleteMission': 'Mission {missionId} "{name}" deleted from shift {shiftId}',
  'settings.events.says.planning.workerTime': 'Worker {workerId}, {date}: {startTime}–{endTime}',
  'settings.events.says.regularMissions.update': 'Regular mission {regularMissionId} "{name}": {fields}',
  'settings.events.says.finance.billing.issue':
    'Invoicing run of {month} {event, select, takenOver {taken over} other {started}}: {clients, plural, one {# client} other {# clients}} to bill',
  // Pay and planning weeks
  'settings.events.says.retrib.closeMonth':
    'Pay month {month} closed: {statements, plural, one {# statement} other {# statements}} and the payroll CSV stored, {total, number, ::currency/EUR} in all{compare, select, none {} same {; unchanged since the previous closing} other {; changed since the previous closing: {changes}{more, plural, =0 {} other { and # more}}}}',
  'settings.events.says.retrib.reopenMonth':
    'Pay month {month} reopened: {reason}{compare, select, none {} same {. Recomputed pay is what was paid} other {. Recomputed pay differs from what was paid: {changes}{more, plural, =0 {} other { and # more}}}}',
  'settings.events.says.payChange': '{worker} {paid} → {now}',
  'settings.events.says.retrib.calendar':
    '{team}, {date}: waypoint {waypoint, number, ::currency/EUR}, km {km, number, ::currency/EUR}, day {day, number, ::currency/EUR}, extra {extra, number, ::currency/EUR}',
  'settings.events.says.retrib.updateTeamConfig':
    '{team}: waypoint {waypoint, number, ::currency/EUR}, km {km, number, ::currency/EUR}, day {day, number, ::currency/EUR}, extra {extra, number, ::currency/EUR}',
  'settings.events.says.regularMissions.applyWeek':
    'Week of {weekStart}: {lines, plural, one {# shift} other {# shifts}} created, {skipped} skipped; client price {clientPrice, number, ::currency/EUR}{unpriced, plural, =0 {} one { (# shift of a client without a price list)} other { (# shifts of clients without a price list)}}, courier pay {courierPay, number, ::currency/EUR}',
  // Vehicles
  'settings.events.says.vehicles.add': 'Added vehicle {vehicle}',
  'settings.events.says.vehicles.update': '{vehicle}: changed {fields}',
  'settings.events.says.vehicles.addComment': '{vehicle}: {comment}',
  'settings.events.says.vehicles.assignVehicle': '{vehicle} assigned to {worker}',
  'settings.events.says.vehicles.dissociateVehicle': '{vehicle} dissociated from {worker}',
  // Chat and tickets
  'settings.events.says.chat.addRoom':
    'Room "{room}" created for client {client} with {members, plural, one {# staff member} other {# staff members}}',
  'settings.events.says.chat.addMember': '{name} added to room "{room}"',
  'settings.events.says.chat.joinRoom': '{name} joined room "{room}"',
  'settings.events.says.chat.removeMember': '{name} removed from room "{room}"',
  'settings.events.says.chat.startChat': 'Direct chat opened with {name}',
  'settings.events.says.ticket.sendEmail':
    'Ticket "{subject}" mailed to {to}{client, select, none {} other { about {client}}}',
  'settings.events.says.ticket.closeTicket': 'Ticket "{subject}" marked done',
  // A client's change: its timeline's sentence (shared) after the client's code.
  'settings.events.says.client': '{businessCode}: {sentence}',
  // A worker's change: its timeline's sentence after the worker's code.
  'settings.events.says.worker': '{worker}: {sentence}',
  'settings.events.says.worker.created': 'Worker created: {shortCode} {name}',
  'settings.events.says.worker.updated': 'Changed: {fields}',
  'settings.events.says.worker.deactivated': 'Made inactive; changed: {fields}',
  'settings.events.says.worker.reactivated': 'Made active again; changed: {fields}',
  'settings.events.says.worker.photo_uploaded':
    '{named, select, yes {Photo updated ({fileName})} other {Photo updated}}',
  'settings.events.says.worker.shift_deleted':
    'Shift {shiftId} of {date} ({startTime}–{endTime}, client {clientId}) deleted: {comment}',
  'settings.events.says.worker.shift_unproductive':
    'Shift {shiftId} of {date} switched to unproductive: {comment}',
  'settings.events.says.worker.shift_productive':
    'Shift {shiftId} of {date} switched back to productive: {comment}',
  'settings.events.says.worker.contract_set':
    'Contract set: {kind}{until, select, none {} other {, until {until}}}',
  'settings.events.says.worker.document_added':
    'Document added: {kind}{until, select, none {} other {, expires on {until}}}',
  'settings.events.says.worker.document_updated':
    'Document changed: {kind}{until, select, none {} other {, expires on {until}}}',
  'settings.events.says.worker.document_deleted':
    'Document deleted: {kind}',
  'settings.events.contractKind':
    '{kind, select, cdi {permanent contract (CDI)} cdd {fixed-term contract (CDD)} interim {temporary work (interim)} freelance {freelance} other {{kind}}}',
  'settings.events.documentKind':
    '{kind, select, driving_licence {driving licence} residence_permit {residence or work permit} identity_card {identity card} medical_fitness {medical fitness} vehicle_insurance {vehicle insurance} professional_card {professional card} other {document}}',
  'settings.events.says.worker.worker_time_deleted':
    'Worker time {workerTimeId} of {date} deleted: {comment}',
} as const;
