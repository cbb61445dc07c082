import { hashPassword } from '../../auth/password';
import { DEMO_TOTP_SECRET } from '../../auth/totp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROFILES } from '../../auth/demoAccounts';
import { sealSecret } from '../../auth/secretBox';
import { loadConfig } from '../../config';
import type { Database } from '../database';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROFILES, DEMO_TOTP_SECRET };
export type { DemoAccount } from '../../auth/demoAccounts';

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
  const inserted = await db
    .insertInto('staff_users')
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        login: a.login,
        name: a.name,
        email: `${a.login}@courier.example`,
        password_hash: passwordHash,
        must_change_password: a.mustChangePassword ?? false,
        totp_enrolled_at: a.enrolled ? enrolledAt : null,
        roles: a.roles,
        profile_id: a.profile ? (profileId.get(a.profile) ?? null) : null,
      })),
    )
    .onConflict((oc) => oc.column('login').doNothing())
    .returning(['id', 'login'])
    .execute();
  // Sealed like every stored secret (the demo's key, or the test key under jest), bound to
  // its owner: the id is known once the row exists.
  const enrolled = new Set(DEMO_ACCOUNTS.filter((a) => a.enrolled).map((a) => a.login));
  for (const row of inserted) {
    if (!enrolled.has(row.login)) continue;
    await db.updateTable('staff_users').set({ totp_secret: sealSecret(DEMO_TOTP_SECRET, totpKey, row.id) }).where('id', '=', row.id).execute();
  }
}
