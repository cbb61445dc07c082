import type { FastifyInstance } from 'fastify';

/** Clients area (issue 11): clients/*. Not built yet: its calls answer 404 until the area registers them here. */
export default async function clientsRoutes(_app: FastifyInstance) {}
