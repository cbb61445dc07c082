import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientCode } from '../../repositories/clients/detail';
import { setInvoicePONumber } from '../../repositories/invoices/changes';

/** POST clients/updateInvoicePONumber. */
export default function updateInvoicePONumberRoute(app: FastifyInstance) {
  route(app, api.clients.updateInvoicePONumber, (ctx) => setInvoicePONumber(app.db, ctx.auth().user.id, ctx.body, clientCode(ctx.body.clientId)));
}
