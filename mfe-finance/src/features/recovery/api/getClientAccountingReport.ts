import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type AccountingReport = ResponseOf<typeof api.finance.getClientAccountingReport>;
export type AccountingRow = AccountingReport['rows'][number];

/** GET finance/recovery/getClientAccountingReport: invoices, credit notes and payments with a running balance. */
export function getClientAccountingReport(clientId: number, signal?: AbortSignal): Promise<AccountingReport> {
  return callApi(api.finance.getClientAccountingReport, { query: { clientId }, signal });
}
export const accountingReportQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: recoveryKeys.report(clientId),
    queryFn: ({ signal }) => getClientAccountingReport(clientId, signal),
  });
export function useClientAccountingReport(clientId: number, { enabled = true } = {}) {
  return useQuery({ ...accountingReportQueryOptions(clientId), enabled });
}
