import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { billingPreview } from '../../../repositories/finance/billing/preview';

/** GET finance/billing/getPreview: the month's draft invoices per client (a page), its totals and problems. */
export default function getPreviewRoute(app: FastifyInstance) {
  route(app, api.billing.getPreview, ({ query }) => billingPreview(app.db, query));
}
