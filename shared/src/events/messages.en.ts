/**
 * What a client's timeline says (the Clients history, the Finance recovery page), in English (the
 * source): the badge of each event kind, and one sentence message per kind taking the values the
 * API stores with the event (`data`); `event` picks among a kind's sentences. Amounts are in
 * euros, lists are joined, and an empty text is `none` (clientEventValues in ./sentence.ts).
 * Registered with the UI kit's words (i18n/shared-messages.ts): every area has them.
 */
export const clientEventsEn = {
  'shared.clientEvent.kind':
    '{kind, select, created {created} updated {updated} settings {settings} contact {contact} comment {comment} closed {closed} reactivated {reactivated} unban {unban} duplicated {duplicated} cfr_user {client-side user} invoice {invoice} credit_note {credit note} credit_request {credit request} recovery {recovery} recovery_note {recovery note} reminder {reminder} other {{kind}}}',
  /** A changed field of a client, contact or client-side user, by the API's name of it (`fields`). */
  'shared.clientEvent.field':
    '{field, select, name {name} legalName {legal name} clientGroupId {client group} clientGroup2Id {client group 2} agencyId {agency} salesAgentId {sales agent} paymentMethodId {payment method} vatNumber {VAT number} siret {SIRET} email {email} phone {phone} phoneNumber {phone} addressLine1 {address} addressLine2 {second address line} postalCode {postal code} city {city} country {country} comment {comment} billingContactId {billing contact} invoiceFrequency {invoicing frequency} invoiceDelivery {invoice delivery} invoiceLanguage {invoice language} paymentTermDays {payment terms} vatRateBp {VAT rate} financeUnitId {finance unit} businessUnitId {business unit} priceListIds {price lists} position {position} clientEmailCc {copy of client mails} clientEmailCcOverdue {copy of overdue mails} firstName {first name} lastName {last name} siteId {site} serviceId {service} activityStatus {status} client {client} chatRoomsIds {chat rooms} other {{field}}}',
  'shared.clientEvent.says.created':
    '{event, select, copied {Client created as a copy of {source} ({contacts, plural, one {# contact} other {# contacts}}, settings and price lists copied)} other {Client created: {businessCode} {name}}}',
  'shared.clientEvent.says.duplicated': 'Duplicated as {copy}',
  'shared.clientEvent.says.updated': 'Changed: {fields}',
  'shared.clientEvent.says.settings': 'Invoicing settings changed: {fields}',
  'shared.clientEvent.says.comment': '{comment}',
  'shared.clientEvent.says.closed': 'Account closed: {comment}',
  'shared.clientEvent.says.reactivated': 'Account reactivated: {comment}',
  'shared.clientEvent.says.unban': 'Unbanned {email}',
  'shared.clientEvent.says.contact':
    '{event, select, billingContactSet {Billing contact set: {name}} billingContactEdited {Billing contact edited{fields, select, none { (no change)} other {: {fields}}}} contactAdded {Contact added: {name}{billing, select, now {; now the billing contact} noLonger {; no longer the billing contact} other {}}} other {Contact {name} edited{fields, select, none {} other {: {fields}}}{billing, select, now {; now the billing contact} noLonger {; no longer the billing contact} other {}}}}',
  'shared.clientEvent.says.cfr_user':
    '{event, select, created {Client-side user {email}: created for {client}} changed {Client-side user {email}: changed: {fields}} changedCutOff {Client-side user {email}: changed: {fields}; reset link cancelled, {sessions, plural, one {# session} other {# sessions}} ended} movedAway {Client-side user {email} moved to another client} inactivated {Client-side user {email}: made inactive; {sessions, plural, one {# session} other {# sessions}} ended} resetMailed {Client-side user {email}: password reset link mailed} other {Client-side user {email}: new password chosen through the reset link; {sessions, plural, one {# session} other {# sessions}} ended}}',
  'shared.clientEvent.says.invoice':
    '{event, select, issued {Invoice {invoiceNumber} issued: {amount, number, ::currency/EUR}} poNumberSet {{invoiceNumber}: PO number set to {poNumber}} poNumberCleared {{invoiceNumber}: PO number cleared} regenerated {{invoiceNumber}: PDF made again (identities as first issued)} documentKept {{invoiceNumber}: Factur-X document kept as issued (SHA-256 {sha256})} other {{invoiceNumber} sent to {to}{cc, select, none {} other { (cc {cc})}}}}',
  'shared.clientEvent.says.credit_note':
    '{event, select, lateChange {Credit note {number} of {amount, number, ::currency/EUR} against {invoiceNumber}: shift {shiftId} changed after billing} approved {Credit note {number} of {amount, number, ::currency/EUR} against {invoiceNumber}: {comment} (request #{requestId} by {requestedBy}, approved by {approvedBy})} other {Credit note {number} of {amount, number, ::currency/EUR} against {invoiceNumber}: {comment} (issued directly by {issuedBy})}}',
  'shared.clientEvent.says.credit_request':
    '{event, select, refused {Credit note of {amount, number, ::currency/EUR} against {invoiceNumber} (request #{requestId} by {requestedBy}) refused by {refusedBy}: {reason}} other {Credit note of {amount, number, ::currency/EUR} against {invoiceNumber} requested by {requestedBy} (request #{requestId}, for finance to approve): {comment}}}',
  'shared.clientEvent.says.recovery':
    '{event, select, flagged {In recovery: overdue {overdue, number, ::currency/EUR} passed the recovery threshold of {threshold, number, ::currency/EUR}} cleared {Recovery flag cleared: overdue {overdue, number, ::currency/EUR} is at or under the threshold of {threshold, number, ::currency/EUR}} lifted {Recovery block lifted{others, plural, =0 {} one { (with # other client)} other { (with # other clients)}}: {comment}} disputed {Disputes the debt: {reason}} disputeChanged {Dispute reason changed: {reason}} other {Dispute cleared (was: {before})}}',
  'shared.clientEvent.says.recovery_note': 'Recovery note: {note}',
  'shared.clientEvent.says.reminder':
    '{level, select, 1 {First reminder} 2 {Second reminder} other {Formal notice}} sent to {to}{cc, select, none {} other { (cc {cc})}}: {invoiceNumbers}',
} as const;
