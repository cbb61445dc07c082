import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addWorkerTime } from '../../repositories/planning/workerTimes';

/** POST planning/addWorkerTime. */
export default function addWorkerTimeRoute(app: FastifyInstance) {
  route(app, api.planning.addWorkerTime, (ctx) => addWorkerTime(app.db, ctx.auth().user.id, ctx.body));
}
