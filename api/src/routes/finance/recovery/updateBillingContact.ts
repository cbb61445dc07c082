import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../http/stepUp';
import { updateBillingContact } from '../../../repositories/recovery';

/** POST finance/recovery/updateBillingContact: the billing contact's name, email, phone (step-up; version, 409 when stale). */
export default function updateBillingContactRoute(app: FastifyInstance) {
  route(app, api.finance.updateBillingContact, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return updateBillingContact(app.db, who.user.id, ctx.body);
  });
}
