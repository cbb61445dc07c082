import type { Role } from '@courier/shared/access';
import { access } from '../../shared';
import { hashPassword } from '../../auth/password';
import { DEMO_TOTP_SECRET } from '../../auth/totp';
import { sealSecret } from '../../auth/secretBox';
import { loadConfig } from '../../config';
import type { Database } from '../database';

/** DESIGN §7: the one password of every demo account. */
export const DEMO_PASSWORD = 'courier-demo-2026';
export { DEMO_TOTP_SECRET };

export interface DemoAccount {
  login: string;
  name: string;
  roles: Role[];
  /** false = not enrolled, no secret: the sign-in leads to /codeqr. */
  enrolled: boolean;
  profile?: string;
  /** Signs in with a one-time password: must choose a new one first (the shell's extra step). */
  mustChangePassword?: boolean;
}

const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The demo accounts of DESIGN §7, exactly: admin, one per role, planner, noroles, newcomer. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { login: 'admin', name: 'Alice Admin', roles: [...access.ROLES], enrolled: true, profile: 'Administrator' },
  ...access.ROLES.map((role) => ({ login: role.toLowerCase(), name: `${title(role.toLowerCase())} Demo`, roles: [role], enrolled: true })),
  { login: 'planner', name: 'Paul Planner', roles: ['SHIFTS', 'REGULAR', 'WORKERS'], enrolled: true, profile: 'Planner' },
  { login: 'noroles', name: 'Nora Noroles', roles: [], enrolled: true },
  { login: 'newcomer', name: 'Nina Newcomer', roles: ['WORKERS'], enrolled: false },
  // Shows the "choose a new password" step that follows a CLI create or reset.
  { login: 'firstday', name: 'Fred Firstday', roles: ['WORKERS'], enrolled: true, mustChangePassword: true },
];

/** Named sets of roles (profile/getProfiles). A user's effective roles add their profile's. */
export const DEMO_PROFILES: { name: string; roles: Role[] }[] = [
  { name: 'Administrator', roles: [...access.ROLES] },
  { name: 'Planner', roles: ['SHIFTS', 'REGULAR', 'WORKERS'] },
  { name: 'Fleet', roles: ['VEHICLES', 'WORKERS'] },
  { name: 'Accounting', roles: ['FINANCE', 'CLIENTS'] },
  { name: 'Customer care', roles: ['CLIENTS', 'CFRUSERS', 'CHAT'] },
];

/**
 * Inserts the demo profiles and accounts (idempotent: existing logins are left alone).
 * The password is hashed once for all accounts: argon2 is slow on purpose.
 */
export async function seedAccounts(db: Database, totpKey: Buffer = loadConfig().totpKey): Promise<void> {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('Refusing to create the demo accounts in production (NODE_ENV=production)');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('profiles')
    .values(DEMO_PROFILES.map((p) => ({ name: p.name, roles: p.roles })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const profiles = await db.selectFrom('profiles').select(['id', 'name']).execute();
  const profileId = new Map(profiles.map((p) => [p.name, p.id]));
  // A fixed enrolment date keeps the seed deterministic.
  const enrolledAt = new Date('2026-01-05T08:00:00Z');
  await db
    .insertInto('staff_users')
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        login: a.login,
        name: a.name,
        email: `${a.login}@courier.example`,
        password_hash: passwordHash,
        // Sealed like every stored secret (the demo's key file, or the test key under jest).
        totp_secret: a.enrolled ? sealSecret(DEMO_TOTP_SECRET, totpKey) : null,
        must_change_password: a.mustChangePassword ?? false,
        totp_enrolled_at: a.enrolled ? enrolledAt : null,
        roles: a.roles,
        profile_id: a.profile ? (profileId.get(a.profile) ?? null) : null,
      })),
    )
    .onConflict((oc) => oc.column('login').doNothing())
    .execute();
}
