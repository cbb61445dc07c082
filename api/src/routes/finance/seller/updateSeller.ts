import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { updateSeller } from '../../../repositories/seller';

/**
 * POST finance/seller/updateSeller: the seller's whole identity (version, 409 when stale).
 * FINANCE only, with a fresh step-up (403 step_up_required): the IBAN on every invoice is where
 * clients pay.
 */
export default function updateSellerRoute(app: FastifyInstance) {
  route(app, api.seller.updateSeller, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return updateSeller(app.db, who.user.id, ctx.body);
  });
}
