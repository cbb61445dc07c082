import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type RecoveryDetail = ResponseOf<typeof api.finance.getRecovery>;
export type OpenInvoice = RecoveryDetail['openInvoices'][number];
export type BillingContact = NonNullable<RecoveryDetail['billingContact']>;

/** GET finance/recovery/{id}: one client's recovery view, by id or business code. */
export function getRecovery(id: string, signal?: AbortSignal): Promise<RecoveryDetail> {
  return callApi(api.finance.getRecovery, { params: { id }, signal });
}
export const recoveryQueryOptions = (id: string) =>
  queryOptions({ queryKey: recoveryKeys.detail(id), queryFn: ({ signal }) => getRecovery(id, signal) });
export function useRecovery(id: string) {
  return useQuery(recoveryQueryOptions(id));
}
