import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getWorkerDetail } from '../../repositories/workers/detail';

/** GET workers/{id}: by id or short code (`workers/PAR-0042`); 404 when unknown. */
export default function getWorkerRoute(app: FastifyInstance) {
  route(app, api.workers.getWorker, ({ params }) => getWorkerDetail(app.db, params.id));
}
