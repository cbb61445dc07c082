import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getRegularMission } from '../../repositories/regularMissions/detail';

/** GET regularMissions/{id}. */
export default function getRegularMissionRoute(app: FastifyInstance) {
  route(app, api.regularMissions.getRegularMission, ({ params }) => getRegularMission(app.db, params.id));
}
