import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listRegMissionsClients } from '../../repositories/regularMissions/list';

/** GET regularMissions/getRegMissionsClients. */
export default function getRegMissionsClientsRoute(app: FastifyInstance) {
  route(app, api.regularMissions.getRegMissionsClients, () => listRegMissionsClients(app.db));
}
