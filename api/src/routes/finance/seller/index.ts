import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { sellerAnswer, updateSeller } from '../../../repositories/seller';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';

/** The seller's legal identity: finance/seller/*. */
export default async function sellerRoutes(app: FastifyInstance) {
  areaRoutes(app, api.seller, {
    /** GET finance/seller/getSeller: the seller's identity (null until set), its version and its problems. */
    getSeller: () => sellerAnswer(app.db),
    /**
     * POST finance/seller/updateSeller: the seller's whole identity (version, 409 when stale).
     * FINANCE only, with a fresh step-up (403 step_up_required): the IBAN on every invoice is where
     * clients pay.
     */
    updateSeller: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return updateSeller(app.db, who.user.id, ctx.body);
    },
  });
}
