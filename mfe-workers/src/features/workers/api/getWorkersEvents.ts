import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { workerKeys } from './keys';

export type GetWorkersEventsQuery = QueryOf<typeof api.workers.getWorkersEvents>;
export type WorkersEvents = ResponseOf<typeof api.workers.getWorkersEvents>;

/** GET workers/getWorkersEvents: the timeline, newest first, paged. */
export function getWorkersEvents(query: GetWorkersEventsQuery, signal?: AbortSignal): Promise<WorkersEvents> {
  return callApi(api.workers.getWorkersEvents, { query, signal });
}

export const workersEventsQueryOptions = (query: GetWorkersEventsQuery) =>
  queryOptions({
    queryKey: workerKeys.events(query),
    queryFn: ({ signal }) => getWorkersEvents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWorkersEvents(query: GetWorkersEventsQuery, enabled = true) {
  return useQuery({ ...workersEventsQueryOptions(query), enabled });
}
