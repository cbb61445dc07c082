import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { vehicleSuppliers } from '../../repositories/settingsLists';

/** Vehicle suppliers (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function vehicleSuppliersRoutes(app: FastifyInstance) {
  route(app, api.settings.getVehicleSuppliers, ({ query }) => vehicleSuppliers.list(app.db, query));
  route(app, api.settings.addVehicleSupplier, (ctx) =>
    vehicleSuppliers.add(app.db, ctx.auth().user.id, ctx.body),
  );
  route(app, api.settings.updateVehicleSupplier, (ctx) =>
    vehicleSuppliers.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
