import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type GetWorkersQuery = QueryOf<typeof api.workers.getWorkers>;
export type WorkersList = ResponseOf<typeof api.workers.getWorkers>;

/** GET workers/getWorkers: one page of the list (`page`, `pageSize`) with the total. */
export function getWorkers(query: GetWorkersQuery, signal?: AbortSignal): Promise<WorkersList> {
  return callApi(api.workers.getWorkers, { query, signal });
}

export const workersQueryOptions = (query: GetWorkersQuery) =>
  queryOptions({
    queryKey: workerKeys.list(query),
    queryFn: ({ signal }) => getWorkers(query, signal),
    // A new search or filter keeps the previous rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });

export function useWorkers(query: GetWorkersQuery) {
  return useQuery(workersQueryOptions(query));
}
