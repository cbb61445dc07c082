import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';

/** CORS for the portal's apps, and the per-route rate limiter (used by the sign-in calls). */
export default fp(async function securityPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  // Not global: ordinary calls are already bounded by sessions; the sign-in calls opt in.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'TOO_MANY_REQUESTS', `Too many sign-in requests from your network; try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });
});
