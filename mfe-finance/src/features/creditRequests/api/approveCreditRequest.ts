import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { creditRequestKeys } from './keys';

export type ApproveCreditRequestBody = BodyOf<typeof api.creditRequests.approve>;
export type ApproveCreditRequestAnswer = ResponseOf<typeof api.creditRequests.approve>;

/** POST finance/creditRequests/approve: makes the credit note (step-up; 409 when decided or over what remains due). */
export function approveCreditRequest(body: ApproveCreditRequestBody): Promise<ApproveCreditRequestAnswer> {
  return callApi(api.creditRequests.approve, { body });
}
export const approveCreditRequestMutationOptions = { mutationFn: approveCreditRequest };
/** `guard` asks for a fresh code when the server wants one. What a client owes changed: the recovery pages too. */
export function useApproveCreditRequest(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveCreditRequestBody) =>
      guard ? guard(() => approveCreditRequest(body)) : approveCreditRequest(body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: creditRequestKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['recovery'] });
    },
  });
}
