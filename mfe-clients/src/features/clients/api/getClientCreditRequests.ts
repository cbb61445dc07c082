import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type ClientCreditRequests = ResponseOf<typeof api.creditRequests.getClientCreditRequests>;
export type ClientCreditRequest = ClientCreditRequests['rows'][number];

/** GET clients/getCreditRequests: the client's credit-note requests waiting for finance. */
export function getClientCreditRequests(
  clientId: number,
  signal?: AbortSignal,
): Promise<ClientCreditRequests> {
  return callApi(api.creditRequests.getClientCreditRequests, { query: { clientId }, signal });
}
export const clientCreditRequestsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientKeys.creditRequests(clientId),
    queryFn: ({ signal }) => getClientCreditRequests(clientId, signal),
  });
export function useClientCreditRequests(clientId: number) {
  return useQuery(clientCreditRequestsQueryOptions(clientId));
}
