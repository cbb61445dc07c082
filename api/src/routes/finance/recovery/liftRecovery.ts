import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { liftRecovery } from '../../../repositories/finance/recoveryFlags';

/** POST finance/recovery/liftRecovery: lift the "in recovery" flag with a comment (step-up; 409 when not flagged). */
export default function liftRecoveryRoute(app: FastifyInstance) {
  route(app, api.finance.liftRecovery, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return liftRecovery(app.db, who.user.id, ctx.body);
  });
}
