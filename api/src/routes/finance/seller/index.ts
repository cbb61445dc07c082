import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { sellerAnswer } from '../../../repositories/seller';
import { updateSeller } from '../../../services/settings/updateSeller';

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
    updateSeller: (ctx) => updateSeller(app.db, ctx.auth(), ctx.body),
  });
}
