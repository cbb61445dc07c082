import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateWorker } from '../../repositories/workers/commands';

/** POST workers/updateWorkerData: versioned edit (409 when stale), admin event + worker event. */
export default function updateWorkerDataRoute(app: FastifyInstance) {
  route(app, api.workers.updateWorkerData, (ctx) => updateWorker(app.db, ctx.auth().user.id, ctx.body));
}
