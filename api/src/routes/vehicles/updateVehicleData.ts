import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateVehicle } from '../../repositories/vehicles/commands';

/** POST vehicles/updateVehicleData: versioned edit (409 when stale). */
export default function updateVehicleDataRoute(app: FastifyInstance) {
  route(app, api.vehicles.updateVehicleData, (ctx) => updateVehicle(app.db, ctx.auth().user.id, ctx.body));
}
