import type { CurrentUser } from '@courier/shared/contract';
import { access } from '../shared';
import type { Executor } from '../db/executor';

/** The signed-in user as the auth hook loads it with the session (one query per request). */
export interface AuthUser {
  id: number;
  login: string;
  name: string;
  email: string | null;
  /** Effective roles: the user's own plus those of their profile, upper case. */
  roles: string[];
  profile: string | null;
  enrolled: boolean;
  language: 'en' | 'fr';
}

export function toCurrentUser(u: AuthUser): CurrentUser {
  return { id: u.id, login: u.login, name: u.name, email: u.email, roles: u.roles, profile: u.profile, language: u.language };
}

export function effectiveRoles(own: string[] | null, fromProfile: string[] | null): string[] {
  return [...new Set(access.normalizeRoles([...(own ?? []), ...(fromProfile ?? [])]))].sort();
}

export async function findUserByLogin(db: Executor, login: string) {
  return db
    .selectFrom('staff_users')
    .selectAll()
    // Logins are stored in lower case (CLI and seed), so the unique index serves this lookup.
    .where('login', '=', login.trim().toLowerCase())
    .executeTakeFirst();
}

export async function loadAuthUser(db: Executor, userId: number): Promise<AuthUser | undefined> {
  const row = await db
    .selectFrom('staff_users as u')
    .leftJoin('profiles as p', 'p.id', 'u.profile_id')
    .select(['u.id', 'u.login', 'u.name', 'u.email', 'u.roles', 'u.totp_enrolled_at', 'u.language', 'p.name as profile', 'p.roles as profile_roles'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    email: row.email,
    roles: effectiveRoles(row.roles, row.profile_roles),
    profile: row.profile,
    enrolled: row.totp_enrolled_at !== null,
    language: row.language,
  };
}

/** The user's portal language; the session cache holds none, so the next call reads it. */
export async function setStaffLanguage(db: Executor, id: number, language: 'en' | 'fr'): Promise<void> {
  await db.updateTable('staff_users').set({ language }).where('id', '=', id).execute();
}

export async function getStaffUserSummary(db: Executor, id: number) {
  return db.selectFrom('staff_users').select(['id', 'login', 'name']).where('id', '=', id).executeTakeFirst();
}

/** A user's login and sealed authenticator secret (null when not enrolled), for a code check. */
export async function getStaffUserSecret(db: Executor, id: number) {
  return db.selectFrom('staff_users').select(['id', 'login', 'totp_secret']).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function listStaffUserSummaries(db: Executor) {
  return db.selectFrom('staff_users').select(['id', 'login', 'name']).orderBy('name').orderBy('id').execute();
}

export async function listProfiles(db: Executor) {
  const rows = await db.selectFrom('profiles').select(['id', 'name', 'roles']).orderBy('name').execute();
  return rows.map((r) => ({ ...r, roles: access.normalizeRoles(r.roles) }));
}
