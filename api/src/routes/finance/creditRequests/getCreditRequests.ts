import type { FastifyInstance } from 'fastify';
import { api, contract } from '../../../shared';
import { route } from '../../../http/route';
import { listCreditRequests } from '../../../repositories/finance/creditRequests';

/** GET finance/creditRequests/getCreditRequests: pending requests oldest first, or decided ones newest first. */
export default function getCreditRequestsRoute(app: FastifyInstance) {
  route(app, api.creditRequests.getCreditRequests, (ctx) =>
    listCreditRequests(app.db, ctx.query, contract.CREDIT_REQUESTS_LIMIT),
  );
}
