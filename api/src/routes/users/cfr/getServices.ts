import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { listSitesOrServices } from '../../../repositories/cfrUsers/list';

/** GET users/cfr/getServices. */
export default function getServicesRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.getServices, ({ query }) => listSitesOrServices(app.db, 'services', query.clientId, query.activityStatus));
}
