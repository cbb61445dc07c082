import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { VehicleFilters, VehiclesQuery } from '../types';
import { vehicleKeys } from './keys';

/** The query string of the list: empty filters are left out, id lists comma-joined. */
export function toVehiclesQuery(f: VehicleFilters): VehiclesQuery {
  const q: VehiclesQuery = { activityStatus: f.activityStatus };
  if (f.search.trim()) q.search = f.search.trim();
  const lists = ['typeIds', 'stateIds', 'contractIds', 'brandIds', 'modelIds', 'fleetManagerIds', 'supplierIds'] as const;
  for (const key of lists) if (f[key].length > 0) q[key] = f[key].join(',');
  if (f.contractEndingSoon) q.contractEndingSoon = 'true';
  return q;
}

/** vehicles/getVehicles with the list's filters. */
export const getVehicles = (query: VehiclesQuery, signal?: AbortSignal) =>
  callApi(api.vehicles.getVehicles, { query, signal });

export const vehiclesQueryOptions = (filters: VehicleFilters) => {
  const query = toVehiclesQuery(filters);
  return queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: ({ signal }) => getVehicles(query, signal),
    placeholderData: keepPreviousData,
  });
};

export const useVehicles = (filters: VehicleFilters) => useQuery(vehiclesQueryOptions(filters));
