import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { vehicleModels } from '../../repositories/settingsLists';

/** Vehicle models (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function vehicleModelsRoutes(app: FastifyInstance) {
  route(app, api.settings.getVehicleModels, ({ query }) => vehicleModels.list(app.db, query));
  route(app, api.settings.addVehicleModel, (ctx) => vehicleModels.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateVehicleModel, (ctx) =>
    vehicleModels.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
