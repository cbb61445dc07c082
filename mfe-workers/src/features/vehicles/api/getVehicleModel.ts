import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getVehicleModel: models with their brand (active and inactive, so that every vehicle's value has its name). */
export const getVehicleModel = (signal?: AbortSignal) => callApi(api.vehicles.getVehicleModel, { query: { activityStatus: 'all' }, signal });

export const vehicleModelQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getVehicleModel'),
    queryFn: ({ signal }) => getVehicleModel(signal),
    staleTime: 5 * 60_000,
  });

export const useVehicleModel = () => useQuery(vehicleModelQueryOptions());
