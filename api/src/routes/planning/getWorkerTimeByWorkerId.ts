import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getWorkerTimesOn } from '../../repositories/planning/workerTimes';

/** GET planning/getWorkerTimeByWorkerId?workerId&date. */
export default function getWorkerTimeByWorkerIdRoute(app: FastifyInstance) {
  route(app, api.planning.getWorkerTimeByWorkerId, ({ query }) => getWorkerTimesOn(app.db, query.workerId, query.date));
}
