import type { FastifyInstance } from 'fastify';
import { api, contract } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import {
  approveCreditRequest,
  issueCreditNote,
  listCreditRequests,
  refuseCreditRequest,
} from '../../../repositories/finance/creditRequests';
import { clientCode, requireClient } from '../../../repositories/clients/detail';

/** Credit-note requests: finance/creditRequests/* (FINANCE; decisions take a step-up). */
export default async function creditRequestsRoutes(app: FastifyInstance) {
  areaRoutes(app, api.creditRequests, {
    /** POST finance/creditRequests/approve: the request's credit note (step-up; 409 when decided or over what remains due). */
    approve: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return approveCreditRequest(app.db, who.user.id, ctx.body.requestId);
    },
    /** GET finance/creditRequests/getCreditRequests: pending requests oldest first, or decided ones newest first. */
    getCreditRequests: (ctx) => listCreditRequests(app.db, ctx.query, contract.CREDIT_REQUESTS_LIMIT),
    /** POST finance/creditRequests/issueCredit: a credit note without a request (step-up; never more than what remains due). */
    issueCredit: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return issueCreditNote(app.db, who.user.id, ctx.body, clientCode(ctx.body.clientId));
    },
    /** POST finance/creditRequests/refuse: a reason, on the request and the client's timeline (step-up; 409 when decided). */
    refuse: async (ctx) => {
      const who = ctx.auth();
      await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
      return refuseCreditRequest(app.db, who.user.id, ctx.body);
    },
    /** GET clients/getCreditRequests: the client's requests waiting for finance (404 naming clientId when unknown). */
    getClientCreditRequests: async (ctx) => {
      await requireClient(app.db, ctx.query.clientId);
      return listCreditRequests(
        app.db,
        { status: 'pending', clientId: ctx.query.clientId },
        contract.CREDIT_REQUESTS_LIMIT,
      );
    },
  });
}
