import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getVehicleStates: vehicle states (active and inactive, so that every vehicle's value has its name). */
export const getVehicleStates = (signal?: AbortSignal) => callApi(api.vehicles.getVehicleStates, { query: { activityStatus: 'all' }, signal });

export const vehicleStatesQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getVehicleStates'),
    queryFn: ({ signal }) => getVehicleStates(signal),
    staleTime: 5 * 60_000,
  });

export const useVehicleStates = () => useQuery(vehicleStatesQueryOptions());
