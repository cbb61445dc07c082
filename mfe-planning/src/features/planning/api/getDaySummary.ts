import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetDaySummaryQuery = QueryOf<typeof api.planning.getDaySummary>;
export type GetDaySummaryAnswer = ResponseOf<typeof api.planning.getDaySummary>;

/** GET planning/getDaySummary: a date by client and agency. */
export function getDaySummary(query: GetDaySummaryQuery, signal?: AbortSignal): Promise<GetDaySummaryAnswer> {
  return callApi(api.planning.getDaySummary, { query, signal });
}

export const getDaySummaryQueryOptions = (query: GetDaySummaryQuery) =>
  queryOptions({
    queryKey: planningKeys.of('summary', query),
    queryFn: ({ signal }) => getDaySummary(query, signal),
  });

export function useDaySummary(query: GetDaySummaryQuery, enabled = true) {
  return useQuery({ ...getDaySummaryQueryOptions(query), enabled });
}
