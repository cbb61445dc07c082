import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type SearchBoardWorkersQuery = QueryOf<typeof api.planning.searchBoardWorkers>;
export type SearchBoardWorkersAnswer = ResponseOf<typeof api.planning.searchBoardWorkers>;

/** GET planning/searchBoardWorkers: the workers of the board's filters (every page) matching a search. */
export function searchBoardWorkers(
  query: SearchBoardWorkersQuery,
  signal?: AbortSignal,
): Promise<SearchBoardWorkersAnswer> {
  return callApi(api.planning.searchBoardWorkers, { query, signal });
}

export const searchBoardWorkersQueryOptions = (query: SearchBoardWorkersQuery) =>
  queryOptions({
    queryKey: planningKeys.of('boardWorkers', query),
    queryFn: ({ signal }) => searchBoardWorkers(query, signal),
  });

/** The previous answer stays shown while the next search is asked. */
export function useSearchBoardWorkers(query: SearchBoardWorkersQuery, enabled = true) {
  return useQuery({ ...searchBoardWorkersQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
