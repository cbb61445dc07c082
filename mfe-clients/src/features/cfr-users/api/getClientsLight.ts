import { useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type ClientOption = ResponseOf<typeof api.clients.getClients>['items'][number];

/**
 * The client picker of these pages: the first 50 clients (any status) matching the search, through
 * the Clients area's contract entry clients/getClients (open to CFRUSERS in the access table).
 */
export function getClientOptions(search: string, signal?: AbortSignal): Promise<ClientOption[]> {
  return callApi(api.clients.getClients, {
    query: { searchValue: search || undefined, activityStatus: 'all', pageSize: 50 },
    signal,
  }).then((page) => page.items);
}
export function useClientOptions(search: string) {
  return useQuery({
    queryKey: cfrUserKeys.clientPicker(search),
    queryFn: ({ signal }) => getClientOptions(search, signal),
    staleTime: 60_000,
  });
}
