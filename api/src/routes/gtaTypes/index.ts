import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listGtaTypes } from '../../repositories/workers/pickers';

/** GET gtaTypes/getGtaTypes: GTA types of worker times (with whether they are absences). */
export default async function gtaTypesRoutes(app: FastifyInstance) {
  route(app, api.workers.getGtaTypes, ({ query }) => listGtaTypes(app.db, query.activityStatus));
}
