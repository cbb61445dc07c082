import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf } from '@courier/shared';
import { vehicleKeys } from './keys';

export type GetVehicleAssignmentsQuery = QueryOf<typeof api.vehicles.getVehicleAssignments>;

/** vehicles/getVehicleAssignments: a page of who drove the vehicle, newest first (page 1 comes with the vehicle). */
export const getVehicleAssignments = (query: GetVehicleAssignmentsQuery, signal?: AbortSignal) =>
  callApi(api.vehicles.getVehicleAssignments, { query, signal });

export const vehicleAssignmentsQueryOptions = (query: GetVehicleAssignmentsQuery) =>
  queryOptions({
    queryKey: vehicleKeys.of('assignments', query),
    queryFn: ({ signal }) => getVehicleAssignments(query, signal),
    placeholderData: keepPreviousData,
  });

export const useVehicleAssignments = (query: GetVehicleAssignmentsQuery, enabled: boolean) =>
  useQuery({ ...vehicleAssignmentsQueryOptions(query), enabled });
