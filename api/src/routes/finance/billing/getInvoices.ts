import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { billingInvoices } from '../../../repositories/finance/billing/issuedInvoices';

/** GET finance/billing/getInvoices: the invoices the month's runs issued (a page), with how many are unsent. */
export default function getInvoicesRoute(app: FastifyInstance) {
  route(app, api.billing.getInvoices, ({ query }) => billingInvoices(app.db, query));
}
