import type { RateLimitConfig } from '../config';
import { tooManyRequests } from '../http/errors';
import type { Executor } from './adminEvents';

export async function recordFailure(db: Executor, login: string, ip: string, kind: 'password' | 'code'): Promise<void> {
  await db.insertInto('login_attempts').values({ login: login.trim().toLowerCase(), ip, kind }).execute();
}

/**
 * Refuses with 429 when this login, or (with a looser limit) this IP, failed too often
 * within the window. Per login stops guessing one account; per IP stops spraying many
 * accounts without locking out colleagues who share an office IP.
 */
export async function assertNotLocked(db: Executor, login: string, ip: string, limits: RateLimitConfig): Promise<void> {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const byLogin = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('login', '=', login.trim().toLowerCase())
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(byLogin.n) >= limits.failuresPerLogin) {
    throw tooManyRequests(
      `Too many failed attempts for this login. Wait ${limits.windowMinutes} minutes, or ask an administrator to reset your password.`,
    );
  }
  const byIp = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(byIp.n) >= limits.failuresPerIp) {
    throw tooManyRequests(`Too many failed sign-in attempts from your network. Wait ${limits.windowMinutes} minutes and try again.`);
  }
}

/** A completed sign-in forgives the login's earlier failures. */
export async function clearFailures(db: Executor, login: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('login', '=', login.trim().toLowerCase()).execute();
}
