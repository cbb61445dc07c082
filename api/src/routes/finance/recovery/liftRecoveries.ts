import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { liftRecoveries } from '../../../repositories/finance/recoveryFlags';

/** POST finance/recovery/liftRecoveries: lift several clients' blocks with one comment (step-up). */
export default function liftRecoveriesRoute(app: FastifyInstance) {
  route(app, api.finance.liftRecoveries, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return liftRecoveries(app.db, who.user.id, ctx.body);
  });
}
