import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getFleetManager: fleet managers (active and inactive, so that every vehicle's value has its name). */
export const getFleetManager = (signal?: AbortSignal) => callApi(api.vehicles.getFleetManager, { query: { activityStatus: 'all' }, signal });

export const fleetManagerQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getFleetManager'),
    queryFn: ({ signal }) => getFleetManager(signal),
    staleTime: 5 * 60_000,
  });

export const useFleetManager = () => useQuery(fleetManagerQueryOptions());
