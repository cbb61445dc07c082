import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { vehicleTypes } from '../../repositories/settingsLists';

/** Vehicle types (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function vehicleTypesRoutes(app: FastifyInstance) {
  route(app, api.settings.getVehicleTypes, ({ query }) => vehicleTypes.list(app.db, query));
  route(app, api.settings.addVehicleType, (ctx) => vehicleTypes.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateVehicleType, (ctx) =>
    vehicleTypes.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
