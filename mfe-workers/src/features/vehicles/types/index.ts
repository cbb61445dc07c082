import type { ActivityStatusFilter, BodyOf, QueryOf, ResponseOf, api } from '@courier/shared';

/** Route parameters of the vehicles pages. */
export interface VehiclesRouteParams {
  shortCode: string;
}

export type VehicleListRow = ResponseOf<typeof api.vehicles.getVehicles>[number];
export type VehicleDetail = ResponseOf<typeof api.vehicles.getVehicle>;
export type VehicleAssignment = VehicleDetail['assignments'][number];
export type VehicleComment = VehicleDetail['comments'][number];
export type VehiclesQuery = QueryOf<typeof api.vehicles.getVehicles>;
export type AddVehicleBody = BodyOf<typeof api.vehicles.addVehicle>;
export type UpdateVehicleBody = BodyOf<typeof api.vehicles.updateVehicleData>;
export type AddCommentBody = BodyOf<typeof api.vehicles.addComment>;
export type WorkerLight = ResponseOf<typeof api.workers.getWorkersLight>[number];

/** The list's filters, as kept in the address (`?typeIds=1,2&search=...`). */
export interface VehicleFilters {
  search: string;
  activityStatus: ActivityStatusFilter;
  typeIds: number[];
  stateIds: number[];
  contractIds: number[];
  brandIds: number[];
  modelIds: number[];
  fleetManagerIds: number[];
  supplierIds: number[];
  contractEndingSoon: boolean;
}
