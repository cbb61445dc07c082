import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetMaxDaysLimitQuery = Record<string, never>;
export type GetMaxDaysLimitAnswer = ResponseOf<typeof api.planning.getMaxDaysLimit>;

/** GET planning/getMaxDaysLimit. */
export function getMaxDaysLimit(
  _query: GetMaxDaysLimitQuery,
  signal?: AbortSignal,
): Promise<GetMaxDaysLimitAnswer> {
  return callApi(api.planning.getMaxDaysLimit, { signal });
}

export const getMaxDaysLimitQueryOptions = (query: GetMaxDaysLimitQuery) =>
  queryOptions({
    queryKey: planningKeys.of('maxDays', query),
    queryFn: ({ signal }) => getMaxDaysLimit(query, signal),
  });

export function useMaxDaysLimit(query: GetMaxDaysLimitQuery) {
  return useQuery({ ...getMaxDaysLimitQueryOptions(query) });
}
