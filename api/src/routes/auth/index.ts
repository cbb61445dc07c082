import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import * as auth from '../../auth/service';

export default async function authRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config, sessions: app.sessionCache };
  const perIp = app.config.rateLimit.authCallsPerIpPerMinute;

  route(app, api.auth.login, ({ body, request }) => auth.login(deps, body, request.ip), { rateLimitPerMinute: perIp });
  route(app, api.auth.doubleAuth, (ctx) => auth.doubleAuth(deps, ctx.auth(), ctx.body.code, ctx.request.ip), { rateLimitPerMinute: perIp });
  route(app, api.auth.qrCode, (ctx) => auth.qrCode(deps, ctx.auth()), { rateLimitPerMinute: perIp });
  route(app, api.auth.validIp, (ctx) => auth.trustIp(deps, ctx.auth(), ctx.request.ip, ctx.body.userIp));
  route(app, api.auth.logout, (ctx) => auth.logout(deps, ctx.auth()));
}
