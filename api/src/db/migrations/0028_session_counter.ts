import type { Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Sessions held by each API process (auth/sessionCache.ts) are checked against counter
 * `sessions`, bumped by whatever changes what a session check reads (plugins/auth.ts): the
 * session itself (logout, second step, expiry), its user (roles, deactivation, profile) and
 * the profiles' roles. A logout or a role change made through another process, or by the
 * CLI, holds at the next call, as without a cache. Sign-in bookkeeping (last_seen_at, the
 * last code step) does not count.
 */
const SESSION_TABLES = [
  'sessions(status, token_hash, expires_at, revoked_at, second_factor_at, user_id)',
  'staff_users(login, name, email, roles, activity_status, totp_enrolled_at, profile_id)',
  'profiles(name, roles)',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createChangeCounter(db, 'sessions', SESSION_TABLES);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeCounter(db, 'sessions', SESSION_TABLES);
}
