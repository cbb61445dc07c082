import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, isApiError } from '@courier/shared';
import { vehicleKeys } from './keys';

/** vehicles/{id}: one vehicle by short code (or id), with comments and assignment history. */
export const getVehicle = (shortCode: string, signal?: AbortSignal) =>
  callApi(api.vehicles.getVehicle, { params: { id: shortCode }, signal });

export const vehicleQueryOptions = (shortCode: string) =>
  queryOptions({
    queryKey: vehicleKeys.detail(shortCode),
    queryFn: ({ signal }) => getVehicle(shortCode, signal),
    // A 404 is an answer, not a hiccup: do not retry it.
    retry: (count, error) => !(isApiError(error) && error.status < 500 && error.status > 0) && count < 2,
  });

export const useVehicle = (shortCode: string) => useQuery(vehicleQueryOptions(shortCode));
