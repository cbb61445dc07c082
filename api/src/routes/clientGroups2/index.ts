import type { FastifyInstance } from 'fastify';

/** Settings area (issue 13). Not built yet: its calls answer 404 until the area registers them here. */
export default async function clientGroups2Routes(_app: FastifyInstance) {}
