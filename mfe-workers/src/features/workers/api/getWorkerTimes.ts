import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type GetWorkerTimesQuery = QueryOf<typeof api.workers.getWorkerTimes>;
export type WorkerTimes = ResponseOf<typeof api.workers.getWorkerTimes>;

/** GET workers/getWorkerTimes: time actually worked, newest date first, a page at a time with the period's totals. */
export function getWorkerTimes(query: GetWorkerTimesQuery, signal?: AbortSignal): Promise<WorkerTimes> {
  return callApi(api.workers.getWorkerTimes, { query, signal });
}

export const workerTimesQueryOptions = (query: GetWorkerTimesQuery) =>
  queryOptions({
    queryKey: workerKeys.times(query),
    queryFn: ({ signal }) => getWorkerTimes(query, signal),
    // Another page keeps the rows on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export function useWorkerTimes(query: GetWorkerTimesQuery, enabled = true) {
  return useQuery({ ...workerTimesQueryOptions(query), enabled });
}
