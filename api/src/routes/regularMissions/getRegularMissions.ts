import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listRegularMissions } from '../../repositories/regularMissions/list';

/** GET regularMissions/getRegularMissions: filters, search, page 1 of 1000 rows, total. */
export default function getRegularMissionsRoute(app: FastifyInstance) {
  route(app, api.regularMissions.getRegularMissions, ({ query }) => listRegularMissions(app.db, query));
}
