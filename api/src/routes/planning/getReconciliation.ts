import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getReconciliation } from '../../repositories/planning/reconciliation';

/** GET planning/getReconciliation?workerId&dateStart&dateEnd: planned against actual, with the pay difference. */
export default function getReconciliationRoute(app: FastifyInstance) {
  route(app, api.planning.getReconciliation, ({ query }) => getReconciliation(app.db, query));
}
