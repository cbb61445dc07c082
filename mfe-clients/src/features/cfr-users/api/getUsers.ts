import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type GetCfrUsersQuery = QueryOf<typeof api.cfrUsers.getUsers>;
export type CfrUsersPage = ResponseOf<typeof api.cfrUsers.getUsers>;
export type CfrUserRow = CfrUsersPage['items'][number];

/** GET users/cfr/getUsers: filtered by client, search and activity; paged. */
export function getCfrUsers(query: GetCfrUsersQuery, signal?: AbortSignal): Promise<CfrUsersPage> {
  return callApi(api.cfrUsers.getUsers, { query, signal });
}
export const cfrUsersQueryOptions = (query: GetCfrUsersQuery) =>
  queryOptions({ queryKey: cfrUserKeys.list(query), queryFn: ({ signal }) => getCfrUsers(query, signal) });
export function useCfrUsers(query: GetCfrUsersQuery) {
  return useQuery({ ...cfrUsersQueryOptions(query), placeholderData: keepPreviousData });
}
