import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { dissociateVehicle } from '../../repositories/vehicles/assignments';

/**
 * POST vehicles/dissociateVehicle {vehicleId, workerId, version}: ends the open assignment
 * (history kept); `version` is the vehicle's (409 when stale), bumped by the change.
 */
export default function dissociateVehicleRoute(app: FastifyInstance) {
  route(app, api.vehicles.dissociateVehicle, (ctx) =>
    dissociateVehicle(app.db, ctx.auth().user.id, ctx.body),
  );
}
