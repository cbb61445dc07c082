import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { refuseCreditRequest } from '../../../repositories/finance/creditRequests';

/** POST finance/creditRequests/refuse: a reason, on the request and the client's timeline (step-up; 409 when decided). */
export default function refuseRoute(app: FastifyInstance) {
  route(app, api.creditRequests.refuse, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return refuseCreditRequest(app.db, who.user.id, ctx.body);
  });
}
