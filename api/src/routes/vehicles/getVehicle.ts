import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getVehicleDetail, resolveVehicleId } from '../../repositories/vehicles';

/** GET vehicles/{id}: by id or short code, with comments and assignment history. */
export default function getVehicleRoute(app: FastifyInstance) {
  route(app, api.vehicles.getVehicle, async ({ params }) =>
    getVehicleDetail(app.db, await resolveVehicleId(app.db, params.id)),
  );
}
