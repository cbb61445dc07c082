import type { FastifyInstance } from 'fastify';
import { api, contract } from '../../shared';
import { route } from '../../http/route';
import { requireClient } from '../../repositories/clients/detail';
import { listCreditRequests } from '../../repositories/finance/creditRequests';

/** GET clients/getCreditRequests: the client's requests waiting for finance (404 naming clientId when unknown). */
export default function getCreditRequestsRoute(app: FastifyInstance) {
  route(app, api.creditRequests.getClientCreditRequests, async (ctx) => {
    await requireClient(app.db, ctx.query.clientId);
    return listCreditRequests(
      app.db,
      { status: 'pending', clientId: ctx.query.clientId },
      contract.CREDIT_REQUESTS_LIMIT,
    );
  });
}
