import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { moneyMailStepUp } from '../../services/stepUp';
import { updateClient } from '../../repositories/clients/clientEdits';

/** POST clients/updateClientData: versioned edit (409 when stale); changing billingContactId needs a step-up. */
export default function updateClientDataRoute(app: FastifyInstance) {
  route(app, api.clients.updateClientData, (ctx) => {
    const who = ctx.auth();
    return updateClient(app.db, who.user.id, ctx.body, moneyMailStepUp(who));
  });
}
