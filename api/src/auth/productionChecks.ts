import { staticProductionProblems, type Config } from '../config';
import type { Database } from '../db/database';
import { KNOWN_DEMO_PASSWORDS, verifyPassword } from './password';
import { openSecret } from './secretBox';
import { DEMO_TOTP_SECRET } from './totp';

/**
 * What a production start (NODE_ENV=production) refuses: the settings staticProductionProblems
 * names (no DATABASE_URL, no TOTP_ENCRYPTION_KEY, CORS origins left to the demo's defaults, no
 * CLIENT_PORTAL_URL, the demo seed), and any active account that still has the published demo
 * password or demo TOTP secret. Returns the reasons; empty = may start.
 */
export async function productionProblems(config: Config, db: Database): Promise<string[]> {
  if (!config.production) return [];
  const problems = staticProductionProblems(config);
  const users = await db.selectFrom('staff_users').select(['id', 'login', 'password_hash', 'totp_secret']).execute();
  const demoPassword: string[] = [];
  const demoSecret: string[] = [];
  for (const u of users) {
    for (const known of KNOWN_DEMO_PASSWORDS) if (await verifyPassword(u.password_hash, known)) demoPassword.push(u.login);
    if (u.totp_secret) {
      let secret: string | undefined;
      try {
        secret = openSecret(u.totp_secret, config.totpKey, u.id);
      } catch {
        problems.push(`The TOTP secret of "${u.login}" cannot be opened with this TOTP_ENCRYPTION_KEY`);
      }
      if (secret === DEMO_TOTP_SECRET) demoSecret.push(u.login);
    }
  }
  if (demoPassword.length) problems.push(`These accounts still have the demo password: ${demoPassword.join(', ')} (reset-password)`);
  if (demoSecret.length) problems.push(`These accounts still have the demo TOTP secret: ${demoSecret.join(', ')} (reset-totp)`);
  return problems;
}
