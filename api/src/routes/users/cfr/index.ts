import type { FastifyInstance } from 'fastify';

/** Clients area (issue 11): users/cfr/* (client-side users). Not built yet: its calls answer 404 until the area registers them here. */
export default async function usersCfrRoutes(_app: FastifyInstance) {}
