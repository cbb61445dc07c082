/**
 * The sentences of a client's timeline, one message per event kind, in English (the source).
 * Each takes the values the API stores with the event (`data`); `event` picks among a kind's
 * sentences. Amounts are in euros, lists are joined, and an empty text is `none`
 * (features/clients/utils/timelineSentence.ts prepares them).
 */
export const timelineEn = {
  'clients.timeline.says.created':
    '{event, select, copied {Client created as a copy of {source} ({contacts, plural, one {# contact} other {# contacts}}, settings and price lists copied)} other {Client created: {businessCode} {name}}}',
  'clients.timeline.says.duplicated': 'Duplicated as {copy}',
  'clients.timeline.says.updated': 'Changed: {fields}',
  'clients.timeline.says.settings': 'Invoicing settings changed: {fields}',
  'clients.timeline.says.comment': '{comment}',
  'clients.timeline.says.closed': 'Account closed: {comment}',
  'clients.timeline.says.reactivated': 'Account reactivated: {comment}',
  'clients.timeline.says.unban': 'Unbanned {email}',
  'clients.timeline.says.contact':
    '{event, select, billingContactSet {Billing contact set: {name}} billingContactEdited {Billing contact edited{fields, select, none { (no change)} other {: {fields}}}} contactAdded {Contact added: {name}{billing, select, now {; now the billing contact} noLonger {; no longer the billing contact} other {}}} other {Contact {name} edited{fields, select, none {} other {: {fields}}}{billing, select, now {; now the billing contact} noLonger {; no longer the billing contact} other {}}}}',
  'clients.timeline.says.cfr_user':
    '{event, select, created {Client-side user {email}: created for {client}} changed {Client-side user {email}: changed: {fields}} changedCutOff {Client-side user {email}: changed: {fields}; reset link cancelled, {sessions, plural, one {# session} other {# sessions}} ended} movedAway {Client-side user {email} moved to another client} inactivated {Client-side user {email}: made inactive; {sessions, plural, one {# session} other {# sessions}} ended} resetMailed {Client-side user {email}: password reset link mailed} other {Client-side user {email}: new password chosen through the reset link; {sessions, plural, one {# session} other {# sessions}} ended}}',
  'clients.timeline.says.invoice':
    '{event, select, issued {Invoice {invoiceNumber} issued: {amount, number, ::currency/EUR}} poNumberSet {{invoiceNumber}: PO number set to {poNumber}} poNumberCleared {{invoiceNumber}: PO number cleared} regenerated {{invoiceNumber}: PDF made again (identities as first issued)} documentKept {{invoiceNumber}: Factur-X document kept as issued (SHA-256 {sha256})} other {{invoiceNumber} sent to {to}{cc, select, none {} other { (cc {cc})}}}}',
  'clients.timeline.says.credit_note':
    '{event, select, lateChange {Credit note {number} of {amount, number, ::currency/EUR} against {invoiceNumber}: shift {shiftId} changed after billing} approved {Credit note {number} of {amount, number, ::currency/EUR} against {invoiceNumber}: {comment} (request #{requestId} by {requestedBy}, approved by {approvedBy})} other {Credit note {number} of {amount, number, ::currency/EUR} against {invoiceNumber}: {comment} (issued directly by {issuedBy})}}',
  'clients.timeline.says.credit_request':
    '{event, select, refused {Credit note of {amount, number, ::currency/EUR} against {invoiceNumber} (request #{requestId} by {requestedBy}) refused by {refusedBy}: {reason}} other {Credit note of {amount, number, ::currency/EUR} against {invoiceNumber} requested by {requestedBy} (request #{requestId}, for finance to approve): {comment}}}',
  'clients.timeline.says.recovery':
    '{event, select, flagged {In recovery: overdue {overdue, number, ::currency/EUR} passed the recovery threshold of {threshold, number, ::currency/EUR}} cleared {Recovery flag cleared: overdue {overdue, number, ::currency/EUR} is at or under the threshold of {threshold, number, ::currency/EUR}} lifted {Recovery block lifted{others, plural, =0 {} one { (with # other client)} other { (with # other clients)}}: {comment}} disputed {Disputes the debt: {reason}} disputeChanged {Dispute reason changed: {reason}} other {Dispute cleared (was: {before})}}',
  'clients.timeline.says.recovery_note': 'Recovery note: {note}',
  'clients.timeline.says.reminder':
    '{level, select, 1 {First reminder} 2 {Second reminder} other {Formal notice}} sent to {to}{cc, select, none {} other { (cc {cc})}}: {invoiceNumbers}',
} as const;
