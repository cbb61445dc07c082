import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { assignVehicle } from '../../repositories/vehicles';

/** POST vehicles/assignVehicle {vehicleId, workerId}: one worker per vehicle, one vehicle per worker. */
export default function assignVehicleRoute(app: FastifyInstance) {
  route(app, api.vehicles.assignVehicle, (ctx) =>
    assignVehicle(app.db, ctx.auth().user.id, ctx.body.vehicleId, ctx.body.workerId),
  );
}
