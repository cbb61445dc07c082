import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientCode } from '../../repositories/clients/detail';
import { createCreditNote } from '../../repositories/invoices';

/** POST clients/createInvoiceCredit: never more than what remains due. */
export default function createInvoiceCreditRoute(app: FastifyInstance) {
  route(app, api.clients.createInvoiceCredit, (ctx) => createCreditNote(app.db, ctx.auth().user.id, ctx.body, clientCode(ctx.body.clientId)));
}
