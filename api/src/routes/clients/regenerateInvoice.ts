import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientCode } from '../../repositories/clients/detail';
import { regenerateInvoice } from '../../repositories/invoices';

/** POST clients/regenerateInvoice: the PDF again from current billing data, same number. */
export default function regenerateInvoiceRoute(app: FastifyInstance) {
  route(app, api.clients.regenerateInvoice, (ctx) => regenerateInvoice(app.db, ctx.auth().user.id, ctx.body, clientCode(ctx.body.clientId)));
}
