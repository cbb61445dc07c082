import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listTeams } from '../../repositories/retrib';

/** GET retrib/getTeamList: teams with their pay configuration. */
export default function getTeamListRoute(app: FastifyInstance) {
  route(app, api.retrib.getTeamList, ({ query }) => listTeams(app.db, query.activityStatus));
}
