import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getVehicleBrand: brands (active and inactive, so that every vehicle's value has its name). */
export const getVehicleBrand = (signal?: AbortSignal) => callApi(api.vehicles.getVehicleBrand, { query: { activityStatus: 'all' }, signal });

export const vehicleBrandQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getVehicleBrand'),
    queryFn: ({ signal }) => getVehicleBrand(signal),
    staleTime: 5 * 60_000,
  });

export const useVehicleBrand = () => useQuery(vehicleBrandQueryOptions());
