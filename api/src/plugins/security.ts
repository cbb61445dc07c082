import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from '../domain/clientNetwork';
import { tooManyRequests } from '../http/errors';
import { databaseRateLimitStore } from '../repositories/rateLimitStore';

/**
 * CORS for the portal's apps (with credentials: the trusted-device cookie), cookies, the
 * headers every answer carries, and the per-route rate limiter (used by the sign-in calls).
 */
export default fp(async function securityPlugin(app: FastifyInstance) {
  await app.register(cookie);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    // Invoices, payroll files and mails must not stay in a shared workstation's browser cache.
    reply.header('cache-control', 'no-store');
    // Answers are data, never a page: nothing may frame them or run from them.
    if (!request.routeOptions.url?.startsWith(`${app.config.apiBasePath}/docs`)) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cors, {
    credentials: true,
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // Not global: ordinary calls are already bounded by sessions; the sign-in calls opt in.
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every API process shares the same allowance.
    store: databaseRateLimitStore(app.db) as never,
    // Per network, as the sign-in failures are counted: an IPv6 client has a whole /64 to pick from.
    keyGenerator: (request) => clientNetwork(request.ip),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`Too many sign-in requests from your network; try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
});
