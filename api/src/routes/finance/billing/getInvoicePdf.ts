import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { billingInvoicePdf } from '../../../repositories/finance/billing/issuedInvoices';

/** GET finance/billing/getInvoicePdf: an invoice's PDF by number (made on first read, then kept). */
export default function getInvoicePdfRoute(app: FastifyInstance) {
  route(app, api.billing.getInvoicePdf, ({ query }) => billingInvoicePdf(app.db, query.invoiceNumber));
}
