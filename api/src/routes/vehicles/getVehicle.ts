import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getVehicleDetail, listVehicleAssignments, listVehicleComments } from '../../repositories/vehicles/detail';

/**
 * GET vehicles/{id}: by id or short code, with its newest comments and assignments; the older
 * ones a page at a time (vehicles/getVehicleComments, vehicles/getVehicleAssignments).
 */
export default function getVehicleRoute(app: FastifyInstance) {
  route(app, api.vehicles.getVehicle, ({ params }) => getVehicleDetail(app.db, params.id));
  route(app, api.vehicles.getVehicleComments, ({ query }) => listVehicleComments(app.db, query));
  route(app, api.vehicles.getVehicleAssignments, ({ query }) => listVehicleAssignments(app.db, query));
}
