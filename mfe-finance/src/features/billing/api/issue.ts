import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { billingKeys } from './keys';

export type IssueAnswer = ResponseOf<typeof api.billing.issue>;

/** POST finance/billing/issue: starts the month's run (409 while another one runs; step-up). */
export function issue(month: string): Promise<IssueAnswer> {
  return callApi(api.billing.issue, { body: { month } });
}
export const issueMutationOptions = { mutationFn: issue };

/** The run's answer becomes the polled run at once. `guard` asks for a fresh code when the server wants one. */
export function useIssue(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => (guard ? guard(() => issue(month)) : issue(month)),
    onSuccess: (run, month) => {
      queryClient.setQueryData(billingKeys.run(month), run);
    },
  });
}
