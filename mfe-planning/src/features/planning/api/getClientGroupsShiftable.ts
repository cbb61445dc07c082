import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetClientGroupsShiftableQuery = Record<string, never>;
export type GetClientGroupsShiftableAnswer = ResponseOf<typeof api.planning.getClientGroupsShiftable>;

/** GET planning/getClientGroupsShiftable: the client groups holding a client that may receive shifts. */
export function getClientGroupsShiftable(
  _query: GetClientGroupsShiftableQuery,
  signal?: AbortSignal,
): Promise<GetClientGroupsShiftableAnswer> {
  return callApi(api.planning.getClientGroupsShiftable, { signal });
}

export const getClientGroupsShiftableQueryOptions = (query: GetClientGroupsShiftableQuery) =>
  queryOptions({
    queryKey: planningKeys.of('clientGroups', query),
    queryFn: ({ signal }) => getClientGroupsShiftable(query, signal),
  });

export function useClientGroupsShiftable(query: GetClientGroupsShiftableQuery) {
  return useQuery({ ...getClientGroupsShiftableQueryOptions(query) });
}
