import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateTime, text } from './common';

export const sessionStatus = z.enum(['pending', 'full']);

export const currentUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  profile: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: 'auth/login',
    summary: 'Check login and password; returns a full session from a trusted IP, else a pending one',
    body: z.object({
      login: text(100),
      password: z.string().min(1).max(200),
      userIp: z.string().trim().max(64).optional(),
    }),
    response: z.object({
      token: z.string(),
      status: sessionStatus,
      /** What the shell shows next: the portal, the code step, or the enrolment QR code. */
      next: z.enum(['home', 'double_auth', 'codeqr']),
      expiresAt: isoDateTime,
    }),
  }),
  doubleAuth: endpoint({
    method: 'POST',
    path: 'auth/double_auth',
    summary: 'Second step: a TOTP code turns the pending session into a full one (also completes enrolment)',
    body: z.object({ code: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits') }),
    response: z.object({ status: sessionStatus, user: currentUser }),
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
    summary: 'Trust the caller IP for this user for 30 days (remember this network)',
    body: z.object({ userIp: z.string().trim().max(64).optional() }),
    response: z.object({ ip: z.string(), trustedUntil: isoDateTime }),
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout',
    summary: 'Revoke the current session',
    response: z.object({ loggedOut: z.literal(true) }),
  }),
  health: endpoint({
    method: 'GET',
    path: 'health',
    summary: 'Liveness and database check',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
