import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getWorkerAnomalies } from '../../repositories/planning/reconciliation';

/** GET planning/getWorkerAnomaliesAndPlannedShifts?workerId. */
export default function getWorkerAnomaliesAndPlannedShiftsRoute(app: FastifyInstance) {
  route(app, api.planning.getWorkerAnomaliesAndPlannedShifts, ({ query }) => getWorkerAnomalies(app.db, query));
}
