import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatus,
  activityStatusFilter,
  comment,
  id,
  idList,
  businessDate,
  isoDate,
  isoDateTime,
  lifeDate,
  multiLine,
  namedRow,
  optionalId,
  page,
  pageSize,
  paged,
  singleLine,
  version,
  staffName,
} from './common';
import { refRow, workerLight } from './workers';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE } from './listing';

/** How many comments and assignments the vehicle page gets with the vehicle; older ones come a page at a time. */
export const VEHICLE_HISTORY_SIZE = 20;

/**
 * Vehicles (docs/product.md#calls-vehicles, #vehicles). Every answer is `{data: <response>}`.
 *
 * - A vehicle is found by its id or its short code (`vehicles/7`, `vehicles/VH-0007`).
 *   Short codes are unique (409 on a duplicate), stored upper case.
 * - The brand is the brand of the vehicle's model (a vehicle stores its model only).
 * - At most one worker per vehicle and one vehicle per worker at a time (409 otherwise);
 *   dissociating ends the open assignment, whose history is kept.
 * - A contract ending within 30 days (from today, Paris time) is flagged `contractEndingSoon`.
 * - Edits carry the vehicle's `version`; a stale one gets 409. Assigning and dissociating are
 *   edits of the vehicle: they carry its version too, and their answer gives the new one.
 */

/** How far ahead a contract end is flagged, in days. */
export const CONTRACT_ENDING_SOON_DAYS = 30;

const shortCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, '2 to 20 letters, digits or dashes');
const plate = singleLine(20, 2).toUpperCase();

export const vehicleListRow = z.object({
  id: z.number().int(),
  shortCode: z.string(),
  plate: z.string().nullable(),
  type: refRow,
  state: refRow.nullable(),
  contract: refRow.nullable(),
  brand: refRow.nullable(),
  model: refRow.nullable(),
  fleetManager: refRow.nullable(),
  supplier: refRow.nullable(),
  analyticAccount: refRow.nullable(),
  contractEndDate: isoDate.nullable(),
  /** The contract ends today or within the next 30 days. */
  contractEndingSoon: z.boolean(),
  /** The contract end date is past. */
  contractEnded: z.boolean(),
  mileageKm: z.number().int().nullable(),
  activityStatus,
  /** Who drives it now. */
  worker: workerLight.nullable(),
});
export type VehicleListRow = z.infer<typeof vehicleListRow>;

export const vehicleAssignmentRow = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  worker: workerLight,
  startedAt: isoDateTime,
  endedAt: isoDateTime.nullable(),
  startedBy: staffName,
  endedBy: staffName,
});
export type VehicleAssignmentRow = z.infer<typeof vehicleAssignmentRow>;

export const vehicleCommentRow = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  comment: z.string(),
  at: isoDateTime,
  userName: staffName,
});
export type VehicleCommentRow = z.infer<typeof vehicleCommentRow>;

export const vehicleDetail = vehicleListRow.extend({
  firstRegistrationOn: isoDate.nullable(),
  comment: z.string().nullable(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The newest VEHICLE_HISTORY_SIZE comments, newest first (older ones: vehicles/getVehicleComments). */
  comments: z.array(vehicleCommentRow),
  commentsTotal: z.number().int(),
  /** The newest VEHICLE_HISTORY_SIZE assignments, newest first; the open one (endedAt null) is the current driver. */
  assignments: z.array(vehicleAssignmentRow),
  assignmentsTotal: z.number().int(),
});
export type VehicleDetail = z.infer<typeof vehicleDetail>;

const vehicleFields = z.object({
  shortCode,
  plate: plate.nullable(),
  typeId: id,
  stateId: id.nullable(),
  contractId: id.nullable(),
  modelId: id.nullable(),
  fleetManagerId: id.nullable(),
  supplierId: id.nullable(),
  analyticAccountId: id.nullable(),
  contractEndDate: businessDate.nullable(),
  firstRegistrationOn: lifeDate.nullable(),
  mileageKm: z.number().int().min(0).max(5_000_000).nullable(),
  comment: multiLine(2000, 0).nullable(),
});

export const addVehicleBody = vehicleFields.partial({
  plate: true,
  stateId: true,
  contractId: true,
  modelId: true,
  fleetManagerId: true,
  supplierId: true,
  analyticAccountId: true,
  contractEndDate: true,
  firstRegistrationOn: true,
  mileageKm: true,
  comment: true,
});
export type AddVehicleBody = z.input<typeof addVehicleBody>;

export const updateVehicleBody = z.object({
  id,
  version,
  ...vehicleFields.partial().shape,
  activityStatus: activityStatus.optional(),
});
export type UpdateVehicleBody = z.input<typeof updateVehicleBody>;

export const getVehiclesQuery = z.object({
  activityStatus: activityStatusFilter,
  /** Matches short code and plate (case-insensitive, anywhere). */
  search: z.string().trim().max(100).optional(),
  /** Each filter takes one id or several (comma-separated or repeated): `typeIds=1,2`. */
  typeIds: idList,
  stateIds: idList,
  contractIds: idList,
  brandIds: idList,
  modelIds: idList,
  fleetManagerIds: idList,
  supplierIds: idList,
  /** `true`: only vehicles whose contract ends within 30 days. */
  contractEndingSoon: z.stringbool().optional(),
});

const statusQuery = z.object({ activityStatus: activityStatusFilter });
const withContacts = namedRow.extend({ email: z.string().nullable(), phone: z.string().nullable() });

const assignmentBody = z.object({
  vehicleId: id,
  workerId: id,
  /** The vehicle's version as read; 409 when it changed since. */
  version,
});
/** The assignment as it now is, and the vehicle's new version. */
const assignmentAnswer = vehicleAssignmentRow.extend({ vehicleVersion: z.number().int() });

export const vehiclesEndpoints = {
  getVehicles: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicles',
    summary:
      'Vehicles with their attributes and current driver; filters by attribute, activity status and text',
    query: getVehiclesQuery,
    response: z.array(vehicleListRow),
  }),
  exportVehicles: endpoint({
    method: 'GET',
    path: 'vehicles/exportVehicles',
    summary:
      "The vehicles list's whole filtered set as a CSV file (UTF-8 with a byte-order mark; `sep` ';' by default or ','), named vehicles-YYYY-MM-DD.csv",
    query: getVehiclesQuery.extend({ sep: csvSeparator }),
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  getVehicleTypes: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleTypes',
    summary: 'Vehicle types',
    query: statusQuery,
    response: z.array(namedRow),
  }),
  addVehicle: endpoint({
    method: 'POST',
    path: 'vehicles/addVehicle',
    summary: 'Create a vehicle (unique short code and plate: 409 on a duplicate)',
    body: addVehicleBody,
    response: vehicleDetail,
  }),
  addComment: endpoint({
    method: 'POST',
    path: 'vehicles/addComment',
    summary:
      'Add one comment to several vehicles by short code, all or nothing (an unknown code: 404 naming it)',
    body: z.object({
      comment,
      vehicleShortCodes: z
        .array(singleLine(20).toUpperCase())
        .min(1, 'Pick at least one vehicle')
        .max(1000),
    }),
    response: z.object({
      count: z.number().int(),
      comments: z.array(vehicleCommentRow.extend({ vehicleShortCode: z.string() })),
    }),
  }),
  dissociateVehicle: endpoint({
    method: 'POST',
    path: 'vehicles/dissociateVehicle',
    summary:
      "End the open assignment of a vehicle to that worker (history kept); 409 when it is not assigned to them or the vehicle's version is stale. Bumps the vehicle's version",
    body: assignmentBody,
    response: assignmentAnswer,
  }),
  assignVehicle: endpoint({
    method: 'POST',
    path: 'vehicles/assignVehicle',
    summary:
      "Assign a vehicle to a worker; 409 when the vehicle has a driver or the worker a vehicle, either is inactive, or the vehicle's version is stale. Bumps the vehicle's version",
    body: assignmentBody,
    response: assignmentAnswer,
  }),
  getVehicleStates: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleStates',
    summary: 'Vehicle states',
    query: statusQuery,
    response: z.array(namedRow),
  }),
  getVehicleContract: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleContract',
    summary: 'Vehicle contract kinds',
    query: statusQuery,
    response: z.array(namedRow),
  }),
  getVehicleModel: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleModel',
    summary: 'Vehicle models, optionally of one brand',
    query: statusQuery.extend({ brand: optionalId }),
    response: z.array(namedRow.extend({ brandId: z.number().int() })),
  }),
  getVehicleBrand: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleBrand',
    summary: 'Vehicle brands',
    query: statusQuery,
    response: z.array(namedRow),
  }),
  getFleetManager: endpoint({
    method: 'GET',
    path: 'vehicles/getFleetManager',
    summary: 'Fleet managers',
    query: statusQuery,
    response: z.array(withContacts),
  }),
  getVehicleSupplier: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleSupplier',
    summary: 'Vehicle suppliers',
    query: statusQuery,
    response: z.array(withContacts),
  }),
  getVehicle: endpoint({
    method: 'GET',
    path: 'vehicles/[id]',
    summary: `One vehicle by id or short code, with its newest ${VEHICLE_HISTORY_SIZE} comments and assignments and their totals`,
    response: vehicleDetail,
  }),
  getVehicleComments: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleComments',
    summary: 'The comments of a vehicle, newest first, a page at a time',
    query: z.object({ vehicleId: id, page, pageSize: pageSize(VEHICLE_HISTORY_SIZE, 100) }),
    response: paged(vehicleCommentRow),
  }),
  getVehicleAssignments: endpoint({
    method: 'GET',
    path: 'vehicles/getVehicleAssignments',
    summary: 'Who drove a vehicle and when, newest first, a page at a time',
    query: z.object({ vehicleId: id, page, pageSize: pageSize(VEHICLE_HISTORY_SIZE, 100) }),
    response: paged(vehicleAssignmentRow),
  }),
  updateVehicleData: endpoint({
    method: 'POST',
    path: 'vehicles/updateVehicleData',
    summary: 'Edit a vehicle: send id, version and the changed fields only (null clears). 409 when stale',
    body: updateVehicleBody,
    response: vehicleDetail,
  }),
};
