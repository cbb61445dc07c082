import { sql } from 'kysely';
import { hashToken, newToken } from '../auth/tokens';
import type { Executor } from '../db/executor';
import { effectiveRoles, type AuthUser } from './staffUsers';

export type SessionStatus = 'pending' | 'full';

/** A pending session only lives long enough to type a code or scan the QR code. */
export const PENDING_LIFETIME_MS = 10 * 60_000;
/** A full session ends after this even when in use: sign in again once a working day. */
export const FULL_LIFETIME_MS = 12 * 3600_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  id: number;
  status: SessionStatus;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When a code was last accepted in this session; null when it became full from a trusted device. */
  secondFactorAt: Date | null;
  user: AuthUser;
}

export async function createSession(db: Executor, userId: number, status: SessionStatus, ip: string) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + (status === 'full' ? FULL_LIFETIME_MS : PENDING_LIFETIME_MS));
  const row = await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, status, ip, expires_at: expiresAt, last_seen_at: new Date(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token, expiresAt };
}

/**
 * The session of a token with its user, or undefined when unknown, revoked, expired, idle
 * for longer than `idleMinutes`, or when its user was made inactive.
 */
export async function findActiveSession(db: Executor, token: string, idleMinutes: number, now = new Date()): Promise<ActiveSession | undefined> {
  const session = await loadSession(db, hashToken(token));
  return session && isUsable(session, idleMinutes, now) ? session : undefined;
}

/** Still within its lifetime and its idle limit? */
export function isUsable(session: ActiveSession, idleMinutes: number, now = new Date()): boolean {
  return session.expiresAt > now && session.lastSeenAt.getTime() + idleMinutes * 60_000 > now.getTime();
}

/** The unrevoked session of a token hash with its active user, whatever its age. */
export async function loadSession(db: Executor, tokenHash: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('staff_users as u', 'u.id', 's.user_id')
    .leftJoin('profiles as p', 'p.id', 'u.profile_id')
    .select([
      's.id',
      's.status',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.second_factor_at',
      'u.id as user_id',
      'u.login',
      'u.name',
      'u.email',
      'u.roles',
      'u.activity_status',
      'u.totp_enrolled_at',
      'u.language',
      'p.name as profile',
      'p.roles as profile_roles',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.activity_status !== 'active') return undefined;
  const lastSeenAt = new Date(row.last_seen_at);
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    status: row.status,
    lastSeenAt,
    expiresAt,
    secondFactorAt: row.second_factor_at ? new Date(row.second_factor_at) : null,
    user: {
      id: row.user_id,
      login: row.login,
      name: row.name,
      email: row.email,
      roles: effectiveRoles(row.roles, row.profile_roles),
      profile: row.profile,
      enrolled: row.totp_enrolled_at !== null,
      language: row.language,
    },
  };
}

export async function touchSession(db: Executor, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', '=', sessionId).execute();
}

/**
 * A code was accepted: the session becomes (or stays) full under a NEW token, so a pending
 * token seen by anyone (a shoulder, a log, a proxy) is worthless once the second step is done.
 */
export async function upgradeSession(db: Executor, sessionId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + FULL_LIFETIME_MS);
  await db
    .updateTable('sessions')
    .set({ token_hash: hashToken(token), status: 'full', expires_at: expiresAt, last_seen_at: now, second_factor_at: now })
    .where('id', '=', sessionId)
    .execute();
  return { token, expiresAt };
}

/** Did the session prove a fresh code within `maxAgeSeconds` (services/stepUp.ts)? */
export async function steppedUpWithin(db: Executor, sessionId: number, maxAgeSeconds: number): Promise<boolean> {
  const { rows } = await sql<{ fresh: boolean }>`
    select (step_up_at is not null and step_up_at > now() - make_interval(secs => ${maxAgeSeconds})) as fresh
    from sessions where id = ${sessionId}`.execute(db);
  return rows[0]?.fresh === true;
}

/** Dates the session's step-up now; when, by the database's clock (undefined without a session). */
export async function markSteppedUp(db: Executor, sessionId: number): Promise<Date | undefined> {
  const { rows } = await sql<{ step_up_at: Date }>`
    update sessions set step_up_at = now() where id = ${sessionId} returning step_up_at`.execute(db);
  return rows[0]?.step_up_at;
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user (made inactive, password reset). */
export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of a user but `keepSessionId` (a new password chosen in it); how many ended. */
export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return ended.length;
}

/** Removes sessions that can no longer be used; run at start so the table does not grow forever. */
export async function purgeOldSessions(db: Executor): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now() - interval '1 day'`), eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`)]))
    .execute();
}
