import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { billingKeys } from './keys';

export type IssueAnswer = ResponseOf<typeof api.billing.issue>;

/** POST finance/billing/issue: starts the month's run (409 while another one runs). */
export function issue(month: string): Promise<IssueAnswer> {
  return callApi(api.billing.issue, { body: { month } });
}
export const issueMutationOptions = { mutationFn: issue };

/** The run's answer becomes the polled run at once. */
export function useIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issue,
    onSuccess: (run, month) => {
      queryClient.setQueryData(billingKeys.run(month), run);
    },
  });
}
