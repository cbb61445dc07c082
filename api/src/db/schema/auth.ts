// Tables of staff users, sessions, trusted devices, profiles, admin events, the mail outbox and
// failed sign-in attempts. Owned by migration 0001_auth_and_audit.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Json } from './columns';

/** A timestamptz: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz filled by its default when omitted on insert. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProfilesTable {
  id: Generated<number>;
  name: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
}

export interface StaffUsersTable {
  id: Generated<number>;
  login: string;
  name: string;
  email: string | null;
  password_hash: string;
  totp_secret: string | null;
  totp_enrolled_at: Timestamp | null;
  totp_last_step: number | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  profile_id: number | null;
  activity_status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  /** A one-time password (CLI create or reset): a new one must be chosen at the next sign-in. */
  must_change_password: Generated<boolean>;
  /** When the owner last completed a sign-in: failed codes after it are shown at the next (migration 0029). */
  failed_codes_seen_at: Timestamp | null;
  /** The portal's language for this person (migration 0072). */
  language: ColumnType<'en' | 'fr', 'en' | 'fr' | undefined, 'en' | 'fr'>;
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  status: 'pending' | 'full';
  ip: string | null;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** When a code was last accepted in this session (null: it became full from a trusted device). */
  second_factor_at: Timestamp | null;
}

/** A network AND a browser trusted to skip the code (migration 0004). */
export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  ip: string;
  /** SHA-256 of the random secret held in the browser's httpOnly cookie. */
  secret_hash: string;
  label: string;
  user_ip_claimed: string | null;
  created_at: DefaultTimestamp;
  last_used_at: Timestamp | null;
  trusted_until: Timestamp;
}

export interface AdminEventsTable {
  id: Generated<number>;
  at: DefaultTimestamp;
  user_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  /** The values the trail's sentence is worded from (migration 0075); null on older rows. */
  data: Json | null;
}

export interface MailAttachment {
  filename: string;
  contentType?: string;
  /** base64 */
  content: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  created_at: DefaultTimestamp;
  to_addresses: string[];
  cc_addresses: ColumnType<string[], string[] | undefined, string[]>;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  sent_at: Timestamp | null;
  transport_message_id: string | null;
  /** The queue (migration 0041, mail/sender.ts). */
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  tries: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  transport_response: string | null;
  /** The mail as written, sealed, while a mail carrying a secret is not settled. */
  sealed_body: string | null;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'captured' | 'failed';

export interface LoginAttemptsTable {
  id: Generated<number>;
  at: DefaultTimestamp;
  login: string;
  ip: string;
  /** What the per-address limits count by: the IPv4 address or the IPv6 /64 (migration 0029). */
  network: string;
  kind: 'password' | 'code';
  /** Recorded as 'pending' before the check, then settled (migration 0004). */
  outcome: ColumnType<AttemptOutcome, AttemptOutcome | undefined, AttemptOutcome>;
}

export type AttemptOutcome = 'pending' | 'failure' | 'success' | 'throttled';

/** Per-key request counters of fixed windows (@fastify/rate-limit's store, migration 0004). */
export interface RateLimitWindowsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** The one value sealed with the TOTP key, checked at every start (migration 0029, auth/secretKeyCheck.ts). */
export interface TotpKeyCheckTable {
  id: ColumnType<number, number | undefined, never>;
  sealed: string;
  created_at: DefaultTimestamp;
  rotated_at: Timestamp | null;
}

export interface AuthTables {
  totp_key_check: TotpKeyCheckTable;
  rate_limit_windows: RateLimitWindowsTable;
  profiles: ProfilesTable;
  staff_users: StaffUsersTable;
  sessions: SessionsTable;
  trusted_devices: TrustedDevicesTable;
  admin_events: AdminEventsTable;
  mail_outbox: MailOutboxTable;
  login_attempts: LoginAttemptsTable;
}

export type StaffUser = Selectable<StaffUsersTable>;
export type NewStaffUser = Insertable<StaffUsersTable>;
export type StaffUserUpdate = Updateable<StaffUsersTable>;
export type Session = Selectable<SessionsTable>;
export type AdminEvent = Selectable<AdminEventsTable>;
