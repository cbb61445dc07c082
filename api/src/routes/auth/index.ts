import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import * as auth from '../../auth/service';
import { TRUST_DEVICE_DAYS } from '../../repositories/trustedDevices';
import stepUp from './stepUp';

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

  route(app, api.auth.login, ({ body, request }) => auth.login(deps, body, caller(request)), { rateLimitPerMinute: perIp });
  route(app, api.auth.changePassword, (ctx) => auth.changePassword(deps, ctx.auth(), ctx.body.newPassword), { rateLimitPerMinute: perIp });
  route(app, api.auth.doubleAuth, (ctx) => auth.doubleAuth(deps, ctx.auth(), ctx.body.code, ctx.request.ip), { rateLimitPerMinute: perIp });
  route(app, api.auth.qrCode, (ctx) => auth.qrCode(deps, ctx.auth()), { rateLimitPerMinute: perIp });
  route(app, api.auth.validIp, async ({ request, reply, body, auth: who }) => {
    const trusted = await auth.trustDevice(deps, who(), caller(request), body.userIp);
    setDeviceCookie(request, reply, trusted.secret);
    return trusted.answer;
  });
  route(app, api.auth.trustedDevices, (ctx) => auth.trustedDevices(deps, ctx.auth(), caller(ctx.request)));
  route(app, api.auth.revokeTrustedDevice, (ctx) => auth.forgetDevice(deps, ctx.auth(), ctx.body.id));
  route(app, api.auth.logout, (ctx) => auth.logout(deps, ctx.auth()));
  stepUp(app, perIp);
}
