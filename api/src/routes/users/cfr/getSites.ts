import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { listSitesOrServices } from '../../../repositories/cfrUsers/list';

/** GET users/cfr/getSites. */
export default function getSitesRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.getSites, ({ query }) => listSitesOrServices(app.db, 'sites', query.clientId, query.activityStatus));
}
