import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientCode } from '../../repositories/clients/detail';
import { requestCreditNote } from '../../repositories/finance/creditRequests';

/**
 * POST clients/createInvoiceCredit: a request for FINANCE to approve (finance/creditRequests);
 * a credit note lowers what the client owes and can clear its recovery block, so no credit note here.
 */
export default function createInvoiceCreditRoute(app: FastifyInstance) {
  route(app, api.clients.createInvoiceCredit, (ctx) => requestCreditNote(app.db, ctx.auth().user.id, ctx.body, clientCode(ctx.body.clientId)));
}
