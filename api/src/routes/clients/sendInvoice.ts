import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientCode } from '../../repositories/clients/detail';
import { sendInvoice } from '../../repositories/invoices';

/** POST clients/sendInvoice: the PDF to the billing contact, CC contacts in copy, through the mailer. */
export default function sendInvoiceRoute(app: FastifyInstance) {
  route(app, api.clients.sendInvoice, (ctx) => sendInvoice(app.db, app.mailer, ctx.auth().user.id, ctx.body, clientCode(ctx.body.clientId)));
}
