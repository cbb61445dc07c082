import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getVehicleSupplier: suppliers (active and inactive, so that every vehicle's value has its name). */
export const getVehicleSupplier = (signal?: AbortSignal) => callApi(api.vehicles.getVehicleSupplier, { query: { activityStatus: 'all' }, signal });

export const vehicleSupplierQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getVehicleSupplier'),
    queryFn: ({ signal }) => getVehicleSupplier(signal),
    staleTime: 5 * 60_000,
  });

export const useVehicleSupplier = () => useQuery(vehicleSupplierQueryOptions());
