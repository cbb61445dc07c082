import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@courier/shared/core';
import type { Endpoint, QueryOf, ResponseOf } from '../contract';

/** Reference lists change rarely (a settings edit): a page keeps them 5 minutes. */
export const REFERENCE_STALE_TIME = 5 * 60_000;

/** The key of a reference list read: one entry per call of the contract and its parameters. */
export const referenceListKey = <E extends Endpoint>(endpoint: E, params?: QueryOf<E>) =>
  params === undefined
    ? (['reference', endpoint.path] as const)
    : (['reference', endpoint.path, params] as const);

/**
 * The query of a reference list (vehicle types, suppliers, teams...) straight from its call
 * in the contract: `{queryKey, queryFn, staleTime}`, for `useQuery`, `prefetchQuery` or
 * `useQueries`. `referenceListQuery(api.vehicles.getVehicleTypes, { activityStatus: 'all' })`.
 * `referenceListKey(endpoint)` (no parameters) invalidates every read of that list.
 */
export function referenceListQuery<E extends Endpoint>(endpoint: E, params: QueryOf<E>) {
  return queryOptions({
    queryKey: referenceListKey(endpoint, params),
    queryFn: ({ signal }) => callApi(endpoint, { query: params, signal }) as Promise<ResponseOf<E>>,
    staleTime: REFERENCE_STALE_TIME,
  });
}

/** A reference list's rows (typed by the contract), loading state and refetch. */
export function useReferenceList<E extends Endpoint>(
  endpoint: E,
  params: QueryOf<E>,
  { enabled = true } = {},
) {
  return useQuery({ ...referenceListQuery(endpoint, params), enabled });
}
