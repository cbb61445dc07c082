import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type GetClientsQuery = QueryOf<typeof api.clients.getClients>;
export type ClientsPage = ResponseOf<typeof api.clients.getClients>;
export type ClientRow = ClientsPage['items'][number];

/**
 * GET clients/getClients. The signal is TanStack Query's: when the search changes, the
 * previous request, no longer wanted, is aborted (the call is marked cancellable in the contract).
 */
export function getClients(query: GetClientsQuery, signal?: AbortSignal): Promise<ClientsPage> {
  return callApi(api.clients.getClients, { query, signal });
}
export const clientsQueryOptions = (query: GetClientsQuery) =>
  queryOptions({ queryKey: clientKeys.list(query), queryFn: ({ signal }) => getClients(query, signal) });
/** The page keeps the rows shown while the next page or filter loads. */
export function useClients(query: GetClientsQuery, { enabled = true } = {}) {
  return useQuery({ ...clientsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
