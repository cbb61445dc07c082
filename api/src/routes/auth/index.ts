import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import * as auth from '../../auth/service';
import { TRUST_DEVICE_DAYS } from '../../repositories/trustedDevices';
import { stepUp } from '../../services/stepUp';
import { databaseAnswers } from './health';

/** The httpOnly cookie that holds a trusted device's secret (only its hash is stored). */
export const DEVICE_COOKIE = 'courier_device';

export default async function authRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config, log: app.log };
  const perIp = app.config.rateLimit.authCallsPerIpPerMinute;
  // Sent only to the sign-in calls, never readable by scripts, never sent cross-site.
  const cookiePath = `${app.config.apiBasePath}/api/auth`;

  const caller = (request: FastifyRequest): auth.Caller => ({
    ip: request.ip,
    deviceSecret: request.cookies[DEVICE_COOKIE] || undefined,
    userAgent: request.headers['user-agent'],
  });
  const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, secret: string) =>
    reply.setCookie(DEVICE_COOKIE, secret, {
      path: cookiePath,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: TRUST_DEVICE_DAYS * 24 * 3600,
    });

  const limited = <H>(handler: H) => ({ handler, options: { rateLimitPerMinute: perIp } });

  areaRoutes(app, api.auth, {
    login: limited(({ body, request }) => auth.login(deps, body, caller(request))),
    changePassword: limited((ctx) => auth.changePassword(deps, ctx.auth(), ctx.body.newPassword)),
    doubleAuth: limited((ctx) => auth.doubleAuth(deps, ctx.auth(), ctx.body.code, ctx.request.ip)),
    qrCode: limited((ctx) => auth.qrCode(deps, ctx.auth())),
    validIp: async ({ request, reply, body, auth: who }) => {
      const trusted = await auth.trustDevice(deps, who(), caller(request), body.userIp);
      setDeviceCookie(request, reply, trusted.secret);
      return trusted.answer;
    },
    trustedDevices: (ctx) => auth.trustedDevices(deps, ctx.auth(), caller(ctx.request)),
    revokeTrustedDevice: (ctx) => auth.forgetDevice(deps, ctx.auth(), ctx.body.id),
    logout: (ctx) => auth.logout(deps, ctx.auth()),
    /** POST auth/stepUp {code}: a fresh authenticator code lets this session make the sensitive finance calls for a while. */
    stepUp: limited((ctx) =>
      stepUp({ db: app.db, config: app.config }, ctx.auth(), ctx.body.code, ctx.request.ip),
    ),
    /**
     * Readiness: 200 only when the database answers within 2 s, else 503 (a load balancer takes
     * the process out of rotation until it recovers by itself).
     */
    health: () => databaseAnswers(app),
  });
}
