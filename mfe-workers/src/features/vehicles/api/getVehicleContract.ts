import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { vehiclesKeys } from './keys';

/** vehicles/getVehicleContract: contract kinds (active and inactive, so that every vehicle's value has its name). */
export const getVehicleContract = (signal?: AbortSignal) => callApi(api.vehicles.getVehicleContract, { query: { activityStatus: 'all' }, signal });

export const vehicleContractQueryOptions = () =>
  queryOptions({
    queryKey: vehiclesKeys.reference('getVehicleContract'),
    queryFn: ({ signal }) => getVehicleContract(signal),
    staleTime: 5 * 60_000,
  });

export const useVehicleContract = () => useQuery(vehicleContractQueryOptions());
