import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listReference } from '../../repositories/reference';
import { listVehicleModels, listWithContacts } from '../../repositories/vehicles/pickers';

/** The reference lists of the vehicle form and filters (activityStatus: active by default, inactive, all). */
export default function referenceListsRoutes(app: FastifyInstance) {
  route(app, api.vehicles.getVehicleTypes, ({ query }) =>
    listReference(app.db, 'vehicle_types', query.activityStatus),
  );
  route(app, api.vehicles.getVehicleStates, ({ query }) =>
    listReference(app.db, 'vehicle_states', query.activityStatus),
  );
  route(app, api.vehicles.getVehicleContract, ({ query }) =>
    listReference(app.db, 'vehicle_contracts', query.activityStatus),
  );
  route(app, api.vehicles.getVehicleBrand, ({ query }) =>
    listReference(app.db, 'vehicle_brands', query.activityStatus),
  );
  route(app, api.vehicles.getVehicleModel, ({ query }) =>
    listVehicleModels(app.db, query.activityStatus, query.brand),
  );
  route(app, api.vehicles.getFleetManager, ({ query }) =>
    listWithContacts(app.db, 'fleet_managers', query.activityStatus),
  );
  route(app, api.vehicles.getVehicleSupplier, ({ query }) =>
    listWithContacts(app.db, 'vehicle_suppliers', query.activityStatus),
  );
}
