import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listPriceLists } from '../../repositories/clients/list';

/** GET clients/getPriceList. */
export default function getPriceListRoute(app: FastifyInstance) {
  route(app, api.clients.getPriceList, ({ query }) => listPriceLists(app.db, query.activityStatus));
}
