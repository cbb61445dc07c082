import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetShiftsQuery = QueryOf<typeof api.planning.getShifts>;
export type GetShiftsAnswer = ResponseOf<typeof api.planning.getShifts>;

/** GET planning/getShifts: the board of a period (workers, shifts, worker times, anomalies). */
export function getShifts(query: GetShiftsQuery, signal?: AbortSignal): Promise<GetShiftsAnswer> {
  return callApi(api.planning.getShifts, { query, signal });
}

export const getShiftsQueryOptions = (query: GetShiftsQuery) =>
  queryOptions({
    queryKey: planningKeys.of('shifts', query),
    queryFn: ({ signal }) => getShifts(query, signal),
  });

export function useShifts(query: GetShiftsQuery, enabled = true) {
  return useQuery({ ...getShiftsQueryOptions(query), enabled });
}
