import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { workersKpis } from '../../repositories/workersKpis';

/** GET workersKpis/getWorkersKpis?dateFrom&dateTo[&workerId][&teamId]: days, missions, waypoints, km, pay. */
export default async function workersKpisRoutes(app: FastifyInstance) {
  route(app, api.workers.getWorkersKpis, ({ query }) => workersKpis(app.db, query));
}
