import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { approveCreditRequest } from '../../../repositories/finance/creditRequests';

/** POST finance/creditRequests/approve: the request's credit note (step-up; 409 when decided or over what remains due). */
export default function approveRoute(app: FastifyInstance) {
  route(app, api.creditRequests.approve, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return approveCreditRequest(app.db, who.user.id, ctx.body.requestId);
  });
}
