import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../domain/errors';
import { recordAdminEvent } from '../repositories/events/adminEvents';
import { beginAttempt, settleAttempt, takeFailedCodesSinceLastSignIn } from '../repositories/loginAttempts';
import { createSession, revokeOtherSessions, revokeSession, upgradeSession } from '../repositories/sessions';
import { findUserByLogin, loadAuthUser, toCurrentUser } from '../repositories/staffUsers';
import {
  addTrustedDevice,
  findTrustedDevice,
  listTrustedDevices,
  markDeviceUsed,
  purgeTrustedDevices,
  revokeTrustedDevice,
  TRUST_DEVICE_DAYS,
} from '../repositories/trustedDevices';
import type { AuthContext } from '../types';
import { burnPasswordCheck, hashPassword, passwordProblem, verifyPassword } from './password';
import { sealSecret } from './secretBox';
import { newTotpSecret, totpUri } from './totp';
import { claimCode, openUserSecret } from './claimCode';

/** "Remember this device" must follow a code typed in the same session within this time. */
export const TRUST_AFTER_CODE_MS = 5 * 60_000;

type Deps = { db: Database; config: Config; log: FastifyBaseLogger };

/** What the sign-in calls know of the request: the client IP as the proxy settings give it, the device cookie, the browser. */
export interface Caller {
  ip: string;
  deviceSecret?: string;
  userAgent?: string;
}

/**
 * Step 1 (docs/security.md): password. A full session only from a trusted device (its cookie
 * AND the network it was trusted on); otherwise a pending one, which can only choose a new
 * password (one-time passwords), type the code, or enrol.
 */
export async function login(deps: Deps, input: { login: string; password: string; userIp?: string }, caller: Caller) {
  const { db, config, log } = deps;
  const user = await findUserByLogin(db, input.login);
  const enrolled = user?.totp_enrolled_at != null;
  const device =
    user && enrolled && !user.must_change_password && caller.deviceSecret
      ? await findTrustedDevice(db, user.id, caller.deviceSecret, caller.ip)
      : undefined;
  const attempt = await beginAttempt(db, { login: input.login, ip: caller.ip, kind: 'password', exempt: device !== undefined }, config.rateLimit);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !passwordOk || user.activity_status !== 'active') {
    await settleAttempt(db, attempt, 'failure');
    log.warn({ login: attempt.login, ip: caller.ip, kind: 'password' }, 'sign-in failed');
    // One message for unknown, wrong and inactive: the answer does not reveal which logins exist.
    throw unauthorized('Wrong login or password');
  }
  await settleAttempt(db, attempt, 'success');
  const status: 'full' | 'pending' = device ? 'full' : 'pending';
  if (device) await markDeviceUsed(db, device.id);
  const session = await createSession(db, user.id, status, caller.ip);
  const next = device ? 'home' : user.must_change_password ? 'change_password' : enrolled ? 'double_auth' : 'codeqr';
  // Signed in: the owner hears of the codes that failed since their last sign-in (a pending session hears nothing).
  const failedCodes = device ? await takeFailedCodesSinceLastSignIn(db, user) : undefined;
  await recordAdminEvent(db, {
    userId: user.id,
    action: 'auth.login',
    targetType: 'staff_user',
    targetId: user.id,
    summary: device
      ? `Signed in from trusted device ${device.id} (${caller.ip})${failedCodesNote(failedCodes)}`
      : `Password accepted from ${caller.ip}; ${next.replace('_', ' ')} pending`,
    data: device
      ? { event: 'trustedDevice', device: device.id, ip: caller.ip, failedCodes: failedCodes ?? 0 }
      : { event: 'password', ip: caller.ip, next },
  });
  return {
    token: session.token,
    status,
    next,
    expiresAt: session.expiresAt.toISOString(),
    ...(failedCodes === undefined ? {} : { failedCodes }),
  } as const;
}

const failedCodesNote = (n: number | undefined) => (n ? `; told of ${n} failed code${n === 1 ? '' : 's'} since the last sign-in` : '');

async function userForSecondStep(db: Database, userId: number) {
  return db
    .selectFrom('staff_users')
    .select(['id', 'login', 'totp_secret', 'totp_last_step', 'totp_enrolled_at', 'must_change_password'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * A pending session whose password is a one-time one (CLI create or reset) chooses its own
 * before the code step. The policy is `passwordProblem`.
 */
export async function changePassword(deps: Deps, auth: AuthContext, newPassword: string) {
  const { db } = deps;
  const user = await userForSecondStep(db, auth.user.id);
  if (!user.must_change_password) throw conflict('Your password does not need to be changed here; sign in again');
  const problem = passwordProblem(newPassword, user.login);
  if (problem) throw invalid(problem, { newPassword: problem });
  const passwordHash = await hashPassword(newPassword);
  await db
    .updateTable('staff_users')
    .set((eb) => ({ password_hash: passwordHash, must_change_password: false, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', user.id)
    .execute();
  await purgeTrustedDevices(db, user.id);
  // Whoever else held a session of the old password (pending ones included) is out; this one goes on to the code.
  const ended = await revokeOtherSessions(db, user.id, auth.sessionId);
  await recordAdminEvent(db, {
    userId: user.id,
    action: 'auth.change_password',
    targetType: 'staff_user',
    targetId: user.id,
    summary: `Chose a new password at sign-in${ended ? `; ${ended} other session${ended === 1 ? '' : 's'} ended` : ''}`,
    data: { sessions: ended },
  });
  return { next: user.totp_enrolled_at ? ('double_auth' as const) : ('codeqr' as const) };
}

/**
 * Step 2: a TOTP code, usable once, turns the pending session into a full one (and completes
 * enrolment). The session gets a new token; the pending one stops working.
 */
export async function doubleAuth(deps: Deps, auth: AuthContext, code: string, ip: string) {
  const { db, config, log } = deps;
  const user = await userForSecondStep(db, auth.user.id);
  if (user.must_change_password) throw forbidden('Choose a new password first');
  if (!user.totp_secret) {
    throw invalid('Scan the QR code with your authenticator app first', { code: 'No authenticator enrolled yet' });
  }
  await claimCode({ db, config, log }, { ...user, totp_secret: user.totp_secret }, code, ip, { enrol: true });
  const rotated = await upgradeSession(db, auth.sessionId);
  const failedCodes = await takeFailedCodesSinceLastSignIn(db, user);
  await recordAdminEvent(db, {
    userId: user.id,
    action: user.totp_enrolled_at ? 'auth.second_factor' : 'auth.enrol',
    targetType: 'staff_user',
    targetId: user.id,
    summary: (user.totp_enrolled_at ? `Code accepted from ${ip}` : `Authenticator app enrolled from ${ip}`) + failedCodesNote(failedCodes),
    data: { ip, failedCodes: failedCodes ?? 0 },
  });
  const fresh = await loadAuthUser(db, user.id);
  if (!fresh) throw unauthorized();
  return { status: 'full' as const, user: toCurrentUser(fresh), token: rotated.token, failedCodes };
}

/** The enrolment QR code behind /codeqr: only for a pending session of a user not yet enrolled. */
export async function qrCode(deps: Deps, auth: AuthContext) {
  const { db, config } = deps;
  if (auth.status !== 'pending' || auth.user.enrolled) {
    throw forbidden('The enrolment code is only shown once, before the first sign-in with an authenticator app');
  }
  const user = await userForSecondStep(db, auth.user.id);
  if (user.must_change_password) throw forbidden('Choose a new password first');
  let stored = user.totp_secret;
  if (!stored) {
    const candidate = sealSecret(newTotpSecret(), config.totpKey, user.id);
    // Two tabs asking at once must end with one secret: keep whichever was stored first.
    const written = await db
      .updateTable('staff_users')
      .set({ totp_secret: candidate })
      .where('id', '=', user.id)
      .where('totp_secret', 'is', null)
      .returning('totp_secret')
      .executeTakeFirst();
    stored =
      written?.totp_secret ??
      (await db.selectFrom('staff_users').select('totp_secret').where('id', '=', user.id).executeTakeFirstOrThrow()).totp_secret ??
      candidate;
  }
  const secret = openUserSecret(config, { ...user, totp_secret: stored });
  const otpauthUrl = totpUri(user.login, secret);
  // Loaded at the first enrolment: a process that enrols nobody does not carry it.
  const { default: QRCode } = await import('qrcode');
  return { qrCode: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }), secret, otpauthUrl };
}

/**
 * "Remember this device" (auth/valid_ip): this network AND this browser skip the code for
 * 30 days. Only right after a code typed in this very session: a session that became full
 * from a trusted device, or whose code is older than a few minutes, cannot add another.
 * Returns the secret to set in the browser's cookie; userIp is recorded for the audit only.
 */
export async function trustDevice(deps: Deps, auth: AuthContext, caller: Caller, claimedIp: string | undefined) {
  const { db } = deps;
  const session = await db.selectFrom('sessions').select(['second_factor_at']).where('id', '=', auth.sessionId).executeTakeFirstOrThrow();
  const codeAt = session.second_factor_at ? new Date(session.second_factor_at).getTime() : 0;
  if (auth.status !== 'full' || Date.now() - codeAt > TRUST_AFTER_CODE_MS) {
    throw forbidden('A device can only be remembered within a few minutes after typing a code');
  }
  const secret = randomBytes(32).toString('base64url');
  const label = (caller.userAgent ?? '').replace(/\p{Cc}/gu, ' ').trim().slice(0, 200) || 'Unknown browser';
  const claimed = claimedIp?.trim() || null;
  const device = await addTrustedDevice(db, { userId: auth.user.id, ip: caller.ip, secret, label, claimedIp: claimed });
  await recordAdminEvent(db, {
    userId: auth.user.id,
    action: 'auth.trust_device',
    targetType: 'staff_user',
    targetId: auth.user.id,
    summary: `Trusted device ${device.id} on network ${caller.ip} for ${TRUST_DEVICE_DAYS} days${claimed && claimed !== caller.ip ? ` (browser reported ${claimed})` : ''}`,
    data: { device: device.id, ip: caller.ip, days: TRUST_DEVICE_DAYS, claimed: claimed && claimed !== caller.ip ? claimed : null },
  });
  return { secret, answer: { id: device.id, ip: caller.ip, trustedUntil: device.trustedUntil.toISOString() } };
}

export function trustedDevices(deps: Deps, auth: AuthContext, caller: Caller) {
  return listTrustedDevices(deps.db, auth.user.id, caller.deviceSecret);
}

export async function forgetDevice(deps: Deps, auth: AuthContext, id: number) {
  if (!(await revokeTrustedDevice(deps.db, auth.user.id, id))) throw notFound('No such trusted device');
  await recordAdminEvent(deps.db, { userId: auth.user.id, action: 'auth.revoke_device', targetType: 'staff_user', targetId: auth.user.id, summary: `Forgot trusted device ${id}`, data: { device: id } });
  return { revoked: true as const };
}

export async function logout({ db }: Deps, auth: AuthContext) {
  await revokeSession(db, auth.sessionId);
  await recordAdminEvent(db, { userId: auth.user.id, action: 'auth.logout', targetType: 'staff_user', targetId: auth.user.id, summary: 'Signed out', data: {} });
  return { loggedOut: true as const };
}
