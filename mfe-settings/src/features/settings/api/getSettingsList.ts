import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, type Endpoint, type QueryOf, type ResponseOf } from '@courier/shared';
import { settingsKeys } from './keys';

/**
 * GET of any settings list (`vehicleBrands/getVehicleBrands`, `discountCodes/getDiscountCodes`...):
 * the call comes from the list's description, its types from the contract.
 */
export function getSettingsList<E extends Endpoint>(endpoint: E, query: QueryOf<E>, signal?: AbortSignal) {
  return callApi(endpoint, { query, signal }) as Promise<ResponseOf<E>>;
}

export const settingsListQueryOptions = <E extends Endpoint>(endpoint: E, query: QueryOf<E>) =>
  queryOptions({
    queryKey: settingsKeys.of(endpoint.path, query),
    queryFn: ({ signal }) => getSettingsList(endpoint, query, signal),
  });

export function useSettingsList<E extends Endpoint>(endpoint: E, query: QueryOf<E>) {
  return useQuery(settingsListQueryOptions(endpoint, query));
}
