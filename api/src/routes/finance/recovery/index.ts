import type { FastifyInstance } from 'fastify';

/** Finance area (issue 14): finance/recovery/*. Not built yet: its calls answer 404 until the area registers them here. */
export default async function financeRecoveryRoutes(_app: FastifyInstance) {}
