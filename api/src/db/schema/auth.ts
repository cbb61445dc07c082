// Tables of staff users, sessions, trusted IPs, profiles, admin events and the mail outbox.
// Owned by migration 0001_auth_and_audit.
export interface AuthTables {}
