import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { billingKeys } from './keys';

export type PreviewClient = ResponseOf<typeof api.billing.getPreviewClient>;

/** GET finance/billing/getPreviewClient: one client's draft lines and late changes. */
export function getPreviewClient(
  month: string,
  clientId: number,
  signal?: AbortSignal,
): Promise<PreviewClient> {
  return callApi(api.billing.getPreviewClient, { query: { month, clientId }, signal });
}
export const previewClientQueryOptions = (month: string, clientId: number) =>
  queryOptions({
    queryKey: billingKeys.client(month, clientId),
    queryFn: ({ signal }) => getPreviewClient(month, clientId, signal),
  });
export function usePreviewClient(month: string, clientId: number | null) {
  return useQuery({ ...previewClientQueryOptions(month, clientId ?? 0), enabled: clientId !== null });
}
