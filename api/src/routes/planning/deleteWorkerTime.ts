import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { deleteWorkerTime } from '../../repositories/planning/workerTimes';

/** POST planning/deleteWorkerTime {workerTimeId, workerId, date, comment}. */
export default function deleteWorkerTimeRoute(app: FastifyInstance) {
  route(app, api.planning.deleteWorkerTime, (ctx) => deleteWorkerTime(app.db, ctx.auth().user.id, ctx.body));
}
