import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { clientInvoiceSummary } from '../../../repositories/finance/summary';

/** GET finance/recovery/getClientInvoiceSummary: what clients owe by age, filtered, sorted, paged, with totals. */
export default function getClientInvoiceSummaryRoute(app: FastifyInstance) {
  route(app, api.finance.getClientInvoiceSummary, ({ query }) => clientInvoiceSummary(app.db, query));
}
