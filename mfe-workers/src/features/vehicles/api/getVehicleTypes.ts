import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getVehicleTypes: vehicle types (active and inactive, so that every vehicle's value has its name). */
export const getVehicleTypes = (signal?: AbortSignal) => callApi(api.vehicles.getVehicleTypes, { query: { activityStatus: 'all' }, signal });

export const vehicleTypesQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getVehicleTypes'),
    queryFn: ({ signal }) => getVehicleTypes(signal),
    staleTime: 5 * 60_000,
  });

export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions());
