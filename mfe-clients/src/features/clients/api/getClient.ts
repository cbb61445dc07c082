import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type ClientDetail = ResponseOf<typeof api.clients.getClient>;
export type ClientContact = ClientDetail['contacts'][number];
export type InvoiceRow = ClientDetail['invoices'][number];
export type BannedUserRow = ClientDetail['bannedUsers'][number];

/** GET clients/{id}: by id or business code. */
export function getClient(id: string, signal?: AbortSignal): Promise<ClientDetail> {
  return callApi(api.clients.getClient, { params: { id }, signal });
}
export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });
export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
