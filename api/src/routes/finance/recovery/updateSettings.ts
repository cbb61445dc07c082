import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../http/stepUp';
import { changedTemplates, financeSettings, updateFinanceSettings } from '../../../repositories/finance/settings';

/**
 * POST finance/recovery/updateSettings: reminder levels, their templates and the recovery
 * threshold (version, 409 when stale). A new text of a level is what every client in arrears
 * reads in the operator's name: it needs a step-up (403 step_up_required), the days and the
 * threshold do not.
 */
export default function updateSettingsRoute(app: FastifyInstance) {
  route(app, api.finance.updateSettings, async (ctx) => {
    const who = ctx.auth();
    if (changedTemplates(await financeSettings(app.db), ctx.body).length > 0)
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return updateFinanceSettings(app.db, who.user.id, ctx.body);
  });
}
