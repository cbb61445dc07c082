import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { clientKeys } from './keys';

export type ClientDetail = ResponseOf<typeof api.clients.getClient>;
export type ClientContact = ClientDetail['contacts'][number];
export type InvoiceRow = ClientDetail['invoices'][number];
export type BannedUserRow = ClientDetail['bannedUsers'][number];

/** GET clients/{id}: by id or business code, with one page of its invoices (the first by default). */
export function getClient(id: string, signal?: AbortSignal, invoicesPage = 1): Promise<ClientDetail> {
  return callApi(api.clients.getClient, {
    params: { id },
    query: invoicesPage > 1 ? { invoicesPage } : undefined,
    signal,
  });
}
export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });
export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}

/**
 * A later page of the client's invoices (the detail carries the first): under the detail's
 * key, so whatever refreshes the detail (an invoice changed) refreshes these pages too.
 */
export const clientInvoicesQueryOptions = (id: string | number, invoicesPage: number) =>
  queryOptions({
    queryKey: [...clientKeys.detail(id), 'invoices', invoicesPage] as const,
    queryFn: ({ signal }) => getClient(String(id), signal, invoicesPage),
    select: (d) => ({ items: d.invoices, total: d.invoicesTotal, pageSize: d.invoicesPageSize }),
    placeholderData: keepPreviousData,
  });
export function useClientInvoices(id: string | number, invoicesPage: number, enabled: boolean) {
  return useQuery({ ...clientInvoicesQueryOptions(id, invoicesPage), enabled });
}
