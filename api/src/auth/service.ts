import type { Config } from '../config';
import type { Database } from '../db/database';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { recordAdminEvent } from '../repositories/adminEvents';
import { assertNotLocked, clearFailures, recordFailure } from '../repositories/loginAttempts';
import { createSession, revokeSession, upgradeSession } from '../repositories/sessions';
import { findUserByLogin, loadAuthUser, toCurrentUser } from '../repositories/staffUsers';
import type { AuthContext } from '../types';
import { burnPasswordCheck, verifyPassword } from './password';
import { checkTotp, newTotpSecret, totpUri } from './totp';
import QRCode from 'qrcode';
import type { SessionCache } from './sessionCache';

export const TRUST_IP_DAYS = 30;

type Deps = { db: Database; config: Config; sessions: SessionCache };

/** Step 1 (DESIGN §3): password; full session from a trusted IP, otherwise pending. */
export async function login({ db, config }: Deps, input: { login: string; password: string; userIp?: string }, ip: string) {
  await assertNotLocked(db, input.login, ip, config.rateLimit);
  const user = await findUserByLogin(db, input.login);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk || user.activity_status !== 'active') {
    await recordFailure(db, input.login, ip, 'password');
    // One message for unknown, wrong and inactive: the answer does not reveal which logins exist.
    throw unauthorized('Wrong login or password');
  }
  const enrolled = user.totp_enrolled_at !== null;
  const trusted =
    enrolled &&
    (await db
      .selectFrom('trusted_ips')
      .select('id')
      .where('user_id', '=', user.id)
      .where('ip', '=', ip)
      .where('trusted_until', '>', new Date())
      .executeTakeFirst()) !== undefined;
  const status: 'full' | 'pending' = trusted ? 'full' : 'pending';
  const session = await createSession(db, user.id, status, ip);
  if (trusted) await clearFailures(db, user.login);
  await recordAdminEvent(db, {
    userId: user.id,
    action: 'auth.login',
    targetType: 'staff_user',
    targetId: user.id,
    summary: trusted
      ? `Signed in from trusted network ${ip}`
      : `Password accepted from ${ip}; ${enrolled ? 'code' : 'authenticator enrolment'} pending`,
  });
  return {
    token: session.token,
    status,
    next: trusted ? ('home' as const) : enrolled ? ('double_auth' as const) : ('codeqr' as const),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** Step 2: a TOTP code, usable once, turns the pending session into a full one (and completes enrolment). */
export async function doubleAuth({ db, config, sessions }: Deps, auth: AuthContext, code: string, ip: string) {
  const user = await db
    .selectFrom('staff_users')
    .select(['id', 'login', 'totp_secret', 'totp_last_step', 'totp_enrolled_at'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  await assertNotLocked(db, user.login, ip, config.rateLimit);
  if (!user.totp_secret) {
    throw badRequest('Scan the QR code with your authenticator app first', { code: 'No authenticator enrolled yet' });
  }
  const check = await checkTotp(user.totp_secret, code);
  if (!check.valid) {
    await recordFailure(db, user.login, ip, 'code');
    throw badRequest('Wrong or expired code', { code: 'Wrong or expired code' });
  }
  // The step is stored and must grow: the same code (or an older one) never works twice,
  // even for two requests racing each other.
  const claimed = await db
    .updateTable('staff_users')
    .set((eb) => ({
      totp_last_step: check.step,
      totp_enrolled_at: eb.fn.coalesce('totp_enrolled_at', eb.val(new Date())),
    }))
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', check.step)]))
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    await recordFailure(db, user.login, ip, 'code');
    throw badRequest('This code was already used; wait for the next one', { code: 'Code already used' });
  }
  if (auth.status !== 'full') {
    await upgradeSession(db, auth.sessionId);
    sessions.invalidateSession(auth.sessionId);
  }
  await clearFailures(db, user.login);
  await recordAdminEvent(db, {
    userId: user.id,
    action: user.totp_enrolled_at ? 'auth.second_factor' : 'auth.enrol',
    targetType: 'staff_user',
    targetId: user.id,
    summary: user.totp_enrolled_at ? `Code accepted from ${ip}` : `Authenticator app enrolled from ${ip}`,
  });
  const fresh = await loadAuthUser(db, user.id);
  if (!fresh) throw unauthorized();
  return { status: 'full' as const, user: toCurrentUser(fresh) };
}

/** The enrolment QR code behind /codeqr: only for a pending session of a user not yet enrolled. */
export async function qrCode({ db }: Deps, auth: AuthContext) {
  if (auth.status !== 'pending' || auth.user.enrolled) {
    throw forbidden('The enrolment code is only shown once, before the first sign-in with an authenticator app');
  }
  const user = await db.selectFrom('staff_users').select(['id', 'login', 'totp_secret']).where('id', '=', auth.user.id).executeTakeFirstOrThrow();
  let secret = user.totp_secret;
  if (!secret) {
    const candidate = newTotpSecret();
    // Two tabs asking at once must end with one secret: keep whichever was stored first.
    const stored = await db
      .updateTable('staff_users')
      .set({ totp_secret: candidate })
      .where('id', '=', user.id)
      .where('totp_secret', 'is', null)
      .returning('totp_secret')
      .executeTakeFirst();
    secret =
      stored?.totp_secret ??
      (await db.selectFrom('staff_users').select('totp_secret').where('id', '=', user.id).executeTakeFirstOrThrow()).totp_secret ??
      candidate;
  }
  const otpauthUrl = totpUri(user.login, secret);
  return { qrCode: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }), secret, otpauthUrl };
}

/** "Remember this network": the IP the server sees is trusted for 30 days; userIp is only recorded. */
export async function trustIp({ db }: Deps, auth: AuthContext, ip: string, claimed: string | undefined) {
  const trustedUntil = new Date(Date.now() + TRUST_IP_DAYS * 24 * 3600_000);
  await db
    .insertInto('trusted_ips')
    .values({ user_id: auth.user.id, ip, user_ip_claimed: claimed ?? null, trusted_until: trustedUntil })
    .onConflict((oc) => oc.columns(['user_id', 'ip']).doUpdateSet({ trusted_until: trustedUntil, user_ip_claimed: claimed ?? null }))
    .execute();
  await recordAdminEvent(db, {
    userId: auth.user.id,
    action: 'auth.trust_ip',
    targetType: 'staff_user',
    targetId: auth.user.id,
    summary: `Trusted network ${ip} for ${TRUST_IP_DAYS} days${claimed && claimed !== ip ? ` (browser reported ${claimed})` : ''}`,
  });
  return { ip, trustedUntil: trustedUntil.toISOString() };
}

export async function logout({ db, sessions }: Deps, auth: AuthContext) {
  await revokeSession(db, auth.sessionId);
  sessions.invalidateSession(auth.sessionId);
  await recordAdminEvent(db, { userId: auth.user.id, action: 'auth.logout', targetType: 'staff_user', targetId: auth.user.id, summary: 'Signed out' });
  return { loggedOut: true as const };
}
