import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetClientsShiftableQuery = Record<string, never>;
export type GetClientsShiftableAnswer = ResponseOf<typeof api.planning.getClientsShiftable>;

/** GET planning/getClientsShiftable: the clients a shift may go to. */
export function getClientsShiftable(
  _query: GetClientsShiftableQuery,
  signal?: AbortSignal,
): Promise<GetClientsShiftableAnswer> {
  return callApi(api.planning.getClientsShiftable, { signal });
}

export const getClientsShiftableQueryOptions = (query: GetClientsShiftableQuery) =>
  queryOptions({
    queryKey: planningKeys.of('clients', query),
    queryFn: ({ signal }) => getClientsShiftable(query, signal),
  });

/** `enabled` false: not asked yet (the board's filter asks only when it is used). */
export function useClientsShiftable(query: GetClientsShiftableQuery, enabled = true) {
  return useQuery({ ...getClientsShiftableQueryOptions(query), enabled });
}
