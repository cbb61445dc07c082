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

/** The id filters of the list, one multi-select each (`?typeIds=1,2`). */
export type VehicleIdFilter =
  | 'typeIds'
  | 'stateIds'
  | 'contractIds'
  | 'brandIds'
  | 'modelIds'
  | 'fleetManagerIds'
  | 'supplierIds';

/** The vehicles' own filters in the address, besides the list's `status`, `q` and `sort`. */
export type VehicleListFilters = Record<VehicleIdFilter, number[]> & { contractEndingSoon: boolean };

/** Every filter of the list, as vehicles/getVehicles takes them (`toVehiclesQuery`). */
export interface VehicleFilters extends VehicleListFilters {
  search: string;
  activityStatus: ActivityStatusFilter;
}
