import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { updateFinanceSettings } from '../../../repositories/finance/settings';

/**
 * POST finance/recovery/updateSettings: reminder levels, their templates and the recovery
 * threshold (version, 409 when stale). FINANCE only, with a step-up (403 step_up_required):
 * the texts are what every client in arrears reads in the operator's name, and the threshold
 * decides which clients planning refuses.
 */
export default function updateSettingsRoute(app: FastifyInstance) {
  route(app, api.finance.updateSettings, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return updateFinanceSettings(app.db, who.user.id, ctx.body);
  });
}
