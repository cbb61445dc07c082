import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { vehicleBrands } from '../../repositories/settingsLists';

/** Vehicle brands (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function vehicleBrandsRoutes(app: FastifyInstance) {
  route(app, api.settings.getVehicleBrands, ({ query }) => vehicleBrands.list(app.db, query));
  route(app, api.settings.addVehicleBrand, (ctx) => vehicleBrands.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateVehicleBrand, (ctx) =>
    vehicleBrands.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
