import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { moneyMailStepUp } from '../../../services/stepUp';
import { updateBillingContact } from '../../../repositories/finance/clientPage';

/**
 * POST finance/recovery/updateBillingContact: the billing contact's name, email, phone (version,
 * 409 when stale). Setting one, or changing its email, needs a step-up (domain/moneyMail.ts).
 */
export default function updateBillingContactRoute(app: FastifyInstance) {
  route(app, api.finance.updateBillingContact, async (ctx) => {
    const who = ctx.auth();
    return updateBillingContact(app.db, who.user.id, ctx.body, moneyMailStepUp(who));
  });
}
