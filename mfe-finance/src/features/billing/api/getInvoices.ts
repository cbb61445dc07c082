import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { billingKeys } from './keys';

export type InvoicesQuery = QueryOf<typeof api.billing.getInvoices>;
export type BillingInvoices = ResponseOf<typeof api.billing.getInvoices>;
export type BillingInvoice = BillingInvoices['items'][number];
/** The columns the server sorts the list on. */
export type BillingInvoiceSortField = NonNullable<InvoicesQuery['sort']>;

/** GET finance/billing/getInvoices: the invoices the month's runs issued (a page). */
export function getInvoices(query: InvoicesQuery, signal?: AbortSignal): Promise<BillingInvoices> {
  return callApi(api.billing.getInvoices, { query, signal });
}
export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: billingKeys.invoices(query),
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
export function useInvoices(query: InvoicesQuery) {
  return useQuery(invoicesQueryOptions(query));
}
