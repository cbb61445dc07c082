import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetWorkerTimeByWorkerIdQuery = QueryOf<typeof api.planning.getWorkerTimeByWorkerId>;
export type GetWorkerTimeByWorkerIdAnswer = ResponseOf<typeof api.planning.getWorkerTimeByWorkerId>;

/** GET planning/getWorkerTimeByWorkerId: a worker's times on a date. */
export function getWorkerTimeByWorkerId(
  query: GetWorkerTimeByWorkerIdQuery,
  signal?: AbortSignal,
): Promise<GetWorkerTimeByWorkerIdAnswer> {
  return callApi(api.planning.getWorkerTimeByWorkerId, { query, signal });
}

export const getWorkerTimeByWorkerIdQueryOptions = (query: GetWorkerTimeByWorkerIdQuery) =>
  queryOptions({
    queryKey: planningKeys.of('times', query),
    queryFn: ({ signal }) => getWorkerTimeByWorkerId(query, signal),
  });

export function useWorkerTimesOn(query: GetWorkerTimeByWorkerIdQuery, enabled = true) {
  return useQuery({ ...getWorkerTimeByWorkerIdQueryOptions(query), enabled });
}
