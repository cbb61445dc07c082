import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listRegMissionsNames } from '../../repositories/regularMissions/list';

/** GET regularMissions/getRegMissionsNames. */
export default function getRegMissionsNamesRoute(app: FastifyInstance) {
  route(app, api.regularMissions.getRegMissionsNames, () => listRegMissionsNames(app.db));
}
