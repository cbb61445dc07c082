import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listWorkersLight } from '../../repositories/workers/list';

/** GET workers/getWorkersLight: active workers for the pickers of other areas. */
export default function getWorkersLightRoute(app: FastifyInstance) {
  route(app, api.workers.getWorkersLight, ({ query }) => listWorkersLight(app.db, query.search || undefined));
}
