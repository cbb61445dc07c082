import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetReconciliationQuery = QueryOf<typeof api.planning.getReconciliation>;
export type GetReconciliationAnswer = ResponseOf<typeof api.planning.getReconciliation>;

/** GET planning/getReconciliation: a worker's planned shifts against their worker times, per date, with the pay difference. */
export function getReconciliation(
  query: GetReconciliationQuery,
  signal?: AbortSignal,
): Promise<GetReconciliationAnswer> {
  return callApi(api.planning.getReconciliation, { query, signal });
}

export const getReconciliationQueryOptions = (query: GetReconciliationQuery) =>
  queryOptions({
    queryKey: planningKeys.of('reconciliation', query),
    queryFn: ({ signal }) => getReconciliation(query, signal),
  });

export function useReconciliation(query: GetReconciliationQuery, enabled = true) {
  return useQuery({ ...getReconciliationQueryOptions(query), enabled });
}
