import type { FastifyInstance } from 'fastify';
import { api, contract } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { listCreditRequests } from '../../../repositories/finance/creditRequests';
import { requireClient } from '../../../repositories/clients/detail';
import {
  approveCreditRequest,
  issueCreditNote,
  refuseCreditRequest,
} from '../../../services/finance/creditRequests';

/** Credit-note requests: finance/creditRequests/* (FINANCE; decisions take a step-up). */
export default async function creditRequestsRoutes(app: FastifyInstance) {
  areaRoutes(app, api.creditRequests, {
    /** POST finance/creditRequests/approve: the request's credit note (step-up; 409 when decided or over what remains due). */
    approve: (ctx) => approveCreditRequest(app.db, ctx.auth(), ctx.body.requestId),
    /** GET finance/creditRequests/getCreditRequests: pending requests oldest first, or decided ones newest first. */
    getCreditRequests: (ctx) => listCreditRequests(app.db, ctx.query, contract.CREDIT_REQUESTS_LIMIT),
    /** POST finance/creditRequests/issueCredit: a credit note without a request (step-up; never more than what remains due). */
    issueCredit: (ctx) => issueCreditNote(app.db, ctx.auth(), ctx.body),
    /** POST finance/creditRequests/refuse: a reason, on the request and the client's timeline (step-up; 409 when decided). */
    refuse: (ctx) => refuseCreditRequest(app.db, ctx.auth(), ctx.body),
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
