import type { FastifyInstance } from 'fastify';
import getCreditRequests from './getCreditRequests';
import approve from './approve';
import refuse from './refuse';
import issueCredit from './issueCredit';

/** Credit-note requests: finance/creditRequests/*, one file per call (FINANCE; decisions take a step-up). */
export default async function financeCreditRequestsRoutes(app: FastifyInstance) {
  for (const register of [getCreditRequests, approve, refuse, issueCredit]) register(app);
}
