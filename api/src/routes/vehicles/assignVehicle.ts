import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { assignVehicle } from '../../repositories/vehicles/assignments';

/**
 * POST vehicles/assignVehicle {vehicleId, workerId, version}: one worker per vehicle, one
 * vehicle per worker; `version` is the vehicle's (409 when stale), bumped by the change.
 */
export default function assignVehicleRoute(app: FastifyInstance) {
  route(app, api.vehicles.assignVehicle, (ctx) => assignVehicle(app.db, ctx.auth().user.id, ctx.body));
}
