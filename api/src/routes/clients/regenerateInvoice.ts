import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../services/stepUp';
import { clientCode } from '../../repositories/clients/detail';
import { regenerateInvoice } from '../../repositories/invoices/changes';

/**
 * POST clients/regenerateInvoice: the PDF again, same number, with the identities it was first
 * made with (step-up, as sending).
 */
export default function regenerateInvoiceRoute(app: FastifyInstance) {
  route(app, api.clients.regenerateInvoice, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return regenerateInvoice(app.db, who.user.id, ctx.body, clientCode(ctx.body.clientId));
  });
}
