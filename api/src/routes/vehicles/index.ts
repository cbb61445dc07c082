import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { addComment } from '../../services/vehicles/addComment';
import { addVehicle, updateVehicleData } from '../../services/vehicles/addAndUpdateVehicle';
import { assignVehicle, dissociateVehicle } from '../../services/vehicles/assignVehicle';
import {
  getVehicleDetail,
  listVehicleAssignments,
  listVehicleComments,
} from '../../repositories/vehicles/detail';
import { listVehicles } from '../../repositories/vehicles/list';
import { exportVehicles } from '../../repositories/vehicles/listExport';
import { listReference } from '../../repositories/reference';
import { listVehicleModels, listWithContacts } from '../../repositories/vehicles/pickers';

/** The vehicles calls (docs/product.md#calls-vehicles). */
export default async function vehiclesRoutes(app: FastifyInstance) {
  areaRoutes(app, api.vehicles, {
    /** POST vehicles/addComment {comment, vehicleShortCodes}: all or nothing. */
    addComment: (ctx) =>
      addComment(app.db, ctx.auth().user.id, ctx.body.comment, ctx.body.vehicleShortCodes),
    /** POST vehicles/addVehicle: unique short code and plate (409 on a duplicate). */
    addVehicle: (ctx) => addVehicle(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST vehicles/assignVehicle {vehicleId, workerId, version}: one worker per vehicle, one
     * vehicle per worker; `version` is the vehicle's (409 when stale), bumped by the change.
     */
    assignVehicle: (ctx) => assignVehicle(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST vehicles/dissociateVehicle {vehicleId, workerId, version}: ends the open assignment
     * (history kept); `version` is the vehicle's (409 when stale), bumped by the change.
     */
    dissociateVehicle: (ctx) => dissociateVehicle(app.db, ctx.auth().user.id, ctx.body),
    /**
     * GET vehicles/{id}: by id or short code, with its newest comments and assignments; the older
     * ones a page at a time (vehicles/getVehicleComments, vehicles/getVehicleAssignments).
     */
    getVehicle: ({ params }) => getVehicleDetail(app.db, params.id),
    getVehicleComments: ({ query }) => listVehicleComments(app.db, query),
    getVehicleAssignments: ({ query }) => listVehicleAssignments(app.db, query),
    /** GET vehicles/getVehicles: filters by attribute (id lists), activity status, text; contracts ending soon flagged. */
    getVehicles: ({ query }) => listVehicles(app.db, query),
    /** GET vehicles/exportVehicles: the whole filtered list as a CSV file. */
    exportVehicles: async ({ query }) => exportVehicles(app.db, query),
    /** The reference lists of the vehicle form and filters (activityStatus: active by default, inactive, all). */
    getVehicleTypes: ({ query }) => listReference(app.db, 'vehicle_types', query.activityStatus),
    getVehicleStates: ({ query }) => listReference(app.db, 'vehicle_states', query.activityStatus),
    getVehicleContract: ({ query }) => listReference(app.db, 'vehicle_contracts', query.activityStatus),
    getVehicleBrand: ({ query }) => listReference(app.db, 'vehicle_brands', query.activityStatus),
    getVehicleModel: ({ query }) => listVehicleModels(app.db, query.activityStatus, query.brand),
    getFleetManager: ({ query }) => listWithContacts(app.db, 'fleet_managers', query.activityStatus),
    getVehicleSupplier: ({ query }) => listWithContacts(app.db, 'vehicle_suppliers', query.activityStatus),
    /** POST vehicles/updateVehicleData: versioned edit (409 when stale). */
    updateVehicleData: (ctx) => updateVehicleData(app.db, ctx.auth().user.id, ctx.body),
  });
}
