import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf } from '@courier/shared';
import { vehicleKeys } from './keys';

export type GetVehicleCommentsQuery = QueryOf<typeof api.vehicles.getVehicleComments>;

/** vehicles/getVehicleComments: a page of a vehicle's comments, newest first (page 1 comes with the vehicle). */
export const getVehicleComments = (query: GetVehicleCommentsQuery, signal?: AbortSignal) =>
  callApi(api.vehicles.getVehicleComments, { query, signal });

export const vehicleCommentsQueryOptions = (query: GetVehicleCommentsQuery) =>
  queryOptions({
    queryKey: vehicleKeys.of('comments', query),
    queryFn: ({ signal }) => getVehicleComments(query, signal),
    placeholderData: keepPreviousData,
  });

export const useVehicleComments = (query: GetVehicleCommentsQuery, enabled: boolean) =>
  useQuery({ ...vehicleCommentsQueryOptions(query), enabled });
