import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listVehicles } from '../../repositories/vehicles/list';

/** GET vehicles/getVehicles: filters by attribute (id lists), activity status, text; contracts ending soon flagged. */
export default function getVehiclesRoute(app: FastifyInstance) {
  route(app, api.vehicles.getVehicles, ({ query }) => listVehicles(app.db, query));
}
