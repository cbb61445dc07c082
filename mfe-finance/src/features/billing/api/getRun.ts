import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { billingKeys } from './keys';

export type BillingRun = NonNullable<ResponseOf<typeof api.billing.getRun>>;

/** How often the page asks for the progress of a running run. */
export const RUN_POLL_MS = 1000;

/** GET finance/billing/getRun: the month's latest run, or null. */
export function getRun(month: string, signal?: AbortSignal): Promise<BillingRun | null> {
  return callApi(api.billing.getRun, { query: { month }, signal });
}
export const runQueryOptions = (month: string) =>
  queryOptions({
    queryKey: billingKeys.run(month),
    queryFn: ({ signal }) => getRun(month, signal),
    // Polled while the run is running, so the progress bar moves.
    refetchInterval: (q) => (q.state.data?.status === 'running' ? RUN_POLL_MS : false),
  });
export function useRun(month: string) {
  return useQuery(runQueryOptions(month));
}
