import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, isoDateTime, singleLine } from './common';

export const sessionStatus = z.enum(['pending', 'full']);

export const currentUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  profile: z.string().nullable(),
  /** The portal's language for this person, kept on the server. */
  language: z.enum(['en', 'fr']),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const trustedDevice = z.object({
  id: z.number().int(),
  ip: z.string(),
  /** The browser, as its user agent named itself when it was trusted. */
  label: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  trustedUntil: isoDateTime,
  /** The device this request comes from. */
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDevice>;

/** Password policy for a chosen password (one-time passwords must be replaced by one). */
export const PASSWORD_MIN_LENGTH = 12;

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: 'auth/login',
    summary: 'Check login and password; returns a full session from a trusted IP, else a pending one',
    body: z.object({
      login: singleLine(100),
      password: z.string().min(1).max(200),
      userIp: singleLine(64, 0).optional(),
    }),
    response: z.object({
      token: z.string(),
      status: sessionStatus,
      /** What the shell shows next: the portal, the code step, or the enrolment QR code. */
      next: z.enum(['home', 'change_password', 'double_auth', 'codeqr']),
      expiresAt: isoDateTime,
      /** With a full session only: codes of this account that failed since its previous sign-in (told once). */
      failedCodes: z.number().int().min(0).optional(),
    }),
  }),
  doubleAuth: endpoint({
    method: 'POST',
    path: 'auth/double_auth',
    summary: 'Second step: a TOTP code turns the pending session into a full one (also completes enrolment)',
    body: z.object({ code: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits') }),
    // The token is rotated when the session becomes full: the pending token stops working.
    // failedCodes: codes of this account that failed since its previous sign-in (told once).
    response: z.object({ status: sessionStatus, user: currentUser, token: z.string(), failedCodes: z.number().int().min(0) }),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: 'auth/changePassword',
    summary:
      'Choose a new password, in a pending session whose one-time password must be changed (before the code step)',
    body: z.object({ newPassword: z.string().max(200) }),
    response: z.object({ next: z.enum(['double_auth', 'codeqr']) }),
  }),
  qrCode: endpoint({
    method: 'GET',
    path: 'auth/qrcode',
    summary: 'Enrolment of an authenticator app, for a pending session of a user not yet enrolled',
    response: z.object({ qrCode: z.string(), secret: z.string(), otpauthUrl: z.string() }),
  }),
  validIp: endpoint({
    method: 'POST',
    path: 'auth/valid_ip',
    summary:
      'Remember this network and this browser for 30 days (a device cookie); only within minutes after a code typed in this session',
    body: z.object({ userIp: singleLine(64, 0).optional() }),
    response: z.object({ id: z.number().int(), ip: z.string(), trustedUntil: isoDateTime }),
  }),
  trustedDevices: endpoint({
    method: 'GET',
    path: 'auth/trustedDevices',
    summary: "The signed-in user's trusted devices (network + browser)",
    response: z.array(trustedDevice),
  }),
  revokeTrustedDevice: endpoint({
    method: 'POST',
    path: 'auth/revokeTrustedDevice',
    summary: 'Forget one of your trusted devices: the next sign-in from it asks for the code again',
    body: z.object({ id }),
    response: z.object({ revoked: z.literal(true) }),
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout',
    summary: 'Revoke the current session',
    response: z.object({ loggedOut: z.literal(true) }),
  }),
  stepUp: endpoint({
    method: 'POST',
    path: 'auth/stepUp',
    summary:
      'Re-enter the second factor: a code newer than the last one used lets this session make the sensitive finance calls (send reminders, lift a recovery block, change the billing contact) for 5 minutes',
    body: z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Six digits') }),
    response: z.object({ stepUpAt: isoDateTime, validForSeconds: z.number().int() }),
  }),
  health: endpoint({
    method: 'GET',
    path: 'health',
    summary: 'Readiness: 200 when the database answers, 503 while it does not',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
