import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { billingPreviewClient } from '../../../repositories/finance/billing/preview';

/** GET finance/billing/getPreviewClient: one client's draft lines and late changes of the month. */
export default function getPreviewClientRoute(app: FastifyInstance) {
  route(app, api.billing.getPreviewClient, ({ query }) => billingPreviewClient(app.db, query));
}
