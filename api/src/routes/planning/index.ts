import type { FastifyInstance } from 'fastify';

/** Planning area (issue 12): planning/*. Not built yet: its calls answer 404 until the area registers them here. */
export default async function planningRoutes(_app: FastifyInstance) {}
