import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { StatementsAnswer, StatementsQuery } from '../types';
import { statementKeys } from './keys';

/** retrib/statements/getStatements: the month's statements of a worker, a team or an agency. */
export function getStatements(query: StatementsQuery, signal?: AbortSignal): Promise<StatementsAnswer> {
  return callApi(api.retrib.getStatements, { query, signal });
}

export const statementsQueryOptions = (query: StatementsQuery) =>
  queryOptions({
    queryKey: statementKeys.list(query),
    queryFn: ({ signal }) => getStatements(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStatements(query: StatementsQuery | null) {
  return useQuery({ ...statementsQueryOptions(query ?? { month: '' }), enabled: query !== null });
}
