import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { creditRequestKeys } from './keys';

export type CreditRequestsQuery = QueryOf<typeof api.creditRequests.getCreditRequests>;
export type CreditRequestsList = ResponseOf<typeof api.creditRequests.getCreditRequests>;
export type CreditRequest = CreditRequestsList['rows'][number];
export type CreditRequestSortField = NonNullable<CreditRequestsQuery['sort']>;

/** GET finance/creditRequests/getCreditRequests: pending requests oldest first (default). */
export function getCreditRequests(
  query: CreditRequestsQuery,
  signal?: AbortSignal,
): Promise<CreditRequestsList> {
  return callApi(api.creditRequests.getCreditRequests, { query, signal });
}
export const creditRequestsQueryOptions = (query: CreditRequestsQuery) =>
  queryOptions({
    queryKey: creditRequestKeys.list(query),
    queryFn: ({ signal }) => getCreditRequests(query, signal),
  });
export function useCreditRequests(query: CreditRequestsQuery = {}) {
  return useQuery(creditRequestsQueryOptions(query));
}
