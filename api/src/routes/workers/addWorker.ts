import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addWorker } from '../../repositories/workers/commands';

/** POST workers/addWorker: the short code is the company's prefix + its next number. */
export default function addWorkerRoute(app: FastifyInstance) {
  route(app, api.workers.addWorker, (ctx) => addWorker(app.db, ctx.auth().user.id, ctx.body));
}
