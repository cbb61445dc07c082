import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { clientCode } from '../../../repositories/clients/detail';
import { issueCreditNote } from '../../../repositories/finance/creditRequests';

/** POST finance/creditRequests/issueCredit: a credit note without a request (step-up; never more than what remains due). */
export default function issueCreditRoute(app: FastifyInstance) {
  route(app, api.creditRequests.issueCredit, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return issueCreditNote(app.db, who.user.id, ctx.body, clientCode(ctx.body.clientId));
  });
}
