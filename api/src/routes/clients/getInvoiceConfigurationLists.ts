import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { configurationLists } from '../../repositories/clients/list';

/** GET clients/getInvoiceConfigurationLists. */
export default function getInvoiceConfigurationListsRoute(app: FastifyInstance) {
  route(app, api.clients.getInvoiceConfigurationLists, () => configurationLists(app.db));
}
