import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listWorkers } from '../../repositories/workers/list';

/** GET workers/getWorkers: the list page's rows (activity status, search, filters, sort). */
export default function getWorkersRoute(app: FastifyInstance) {
  route(app, api.workers.getWorkers, ({ query }) => listWorkers(app.db, query));
}
