import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../services/stepUp';
import { clientCode } from '../../repositories/clients/detail';
import { sendInvoice } from '../../repositories/invoices/send';

/**
 * POST clients/sendInvoice: the PDF to the billing contact, CC contacts in copy, through the
 * mailer. A step-up, as the billing run's send: it is a money document mailed in the operator's name.
 */
export default function sendInvoiceRoute(app: FastifyInstance) {
  route(app, api.clients.sendInvoice, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return sendInvoice(app.db, app.mailer, who.user.id, ctx.body, clientCode(ctx.body.clientId));
  });
}
