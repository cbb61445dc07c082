import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { editWorkerTime } from '../../repositories/planning/workerTimes';

/** POST planning/editWorkerTime: versioned edit. */
export default function editWorkerTimeRoute(app: FastifyInstance) {
  route(app, api.planning.editWorkerTime, (ctx) => editWorkerTime(app.db, ctx.auth().user.id, ctx.body));
}
