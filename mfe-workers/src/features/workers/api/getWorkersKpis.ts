import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type GetWorkersKpisQuery = QueryOf<typeof api.workers.getWorkersKpis>;
export type WorkersKpis = ResponseOf<typeof api.workers.getWorkersKpis>;

/** GET workersKpis/getWorkersKpis: days, missions, waypoints, km and pay (cents) over a period. */
export function getWorkersKpis(query: GetWorkersKpisQuery, signal?: AbortSignal): Promise<WorkersKpis> {
  return callApi(api.workers.getWorkersKpis, { query, signal });
}

export const workersKpisQueryOptions = (query: GetWorkersKpisQuery) =>
  queryOptions({
    queryKey: workerKeys.kpis(query),
    queryFn: ({ signal }) => getWorkersKpis(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWorkersKpis(query: GetWorkersKpisQuery, enabled = true) {
  return useQuery({ ...workersKpisQueryOptions(query), enabled });
}
