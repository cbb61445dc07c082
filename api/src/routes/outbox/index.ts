import type { FastifyInstance } from 'fastify';

/** Settings area (issue 13): the outbox of sent/captured mails. Not built yet: its calls answer 404 until the area registers them here. */
export default async function outboxRoutes(_app: FastifyInstance) {}
