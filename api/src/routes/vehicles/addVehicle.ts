import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addVehicle } from '../../repositories/vehicles/commands';

/** POST vehicles/addVehicle: unique short code and plate (409 on a duplicate). */
export default function addVehicleRoute(app: FastifyInstance) {
  route(app, api.vehicles.addVehicle, (ctx) => addVehicle(app.db, ctx.auth().user.id, ctx.body));
}
