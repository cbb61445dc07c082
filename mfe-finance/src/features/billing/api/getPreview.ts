import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { billingKeys } from './keys';

export type PreviewQuery = QueryOf<typeof api.billing.getPreview>;
export type BillingPreview = ResponseOf<typeof api.billing.getPreview>;
export type PreviewRow = BillingPreview['items'][number];

/** GET finance/billing/getPreview: the month's draft invoices per client (a page), totals, problems. */
export function getPreview(query: PreviewQuery, signal?: AbortSignal): Promise<BillingPreview> {
  return callApi(api.billing.getPreview, { query, signal });
}
export const previewQueryOptions = (query: PreviewQuery) =>
  queryOptions({
    queryKey: billingKeys.preview(query),
    queryFn: ({ signal }) => getPreview(query, signal),
    placeholderData: keepPreviousData,
  });
export function usePreview(query: PreviewQuery) {
  return useQuery(previewQueryOptions(query));
}
