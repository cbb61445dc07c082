import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listWorkerTimes } from '../../repositories/workers/times';

/** GET workers/getWorkerTimes?workerId=: newest date first, optional dateFrom/dateTo, paged. */
export default function getWorkerTimesRoute(app: FastifyInstance) {
  route(app, api.workers.getWorkerTimes, ({ query }) => listWorkerTimes(app.db, query));
}
