import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type SummaryQuery = QueryOf<typeof api.finance.getClientInvoiceSummary>;
export type SummaryPage = ResponseOf<typeof api.finance.getClientInvoiceSummary>;
export type SummaryRow = SummaryPage['items'][number];
export type SummaryTotals = SummaryPage['totals'];

/** GET finance/recovery/getClientInvoiceSummary: what clients owe by age, a page at a time, with the totals of the filter set. */
export function getClientInvoiceSummary(query: SummaryQuery, signal?: AbortSignal): Promise<SummaryPage> {
  return callApi(api.finance.getClientInvoiceSummary, { query, signal });
}
export const summaryQueryOptions = (query: SummaryQuery) =>
  queryOptions({
    queryKey: recoveryKeys.summary(query),
    queryFn: ({ signal }) => getClientInvoiceSummary(query, signal),
  });
/** The page keeps the rows shown while the next page or filter loads. */
export function useClientInvoiceSummary(query: SummaryQuery) {
  return useQuery({ ...summaryQueryOptions(query), placeholderData: keepPreviousData });
}
