import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { creditRequestKeys } from './keys';

export type RefuseCreditRequestBody = BodyOf<typeof api.creditRequests.refuse>;
export type RefuseCreditRequestAnswer = ResponseOf<typeof api.creditRequests.refuse>;

/** POST finance/creditRequests/refuse {requestId, reason}: step-up; 409 when already decided. */
export function refuseCreditRequest(body: RefuseCreditRequestBody): Promise<RefuseCreditRequestAnswer> {
  return callApi(api.creditRequests.refuse, { body });
}
export const refuseCreditRequestMutationOptions = { mutationFn: refuseCreditRequest };
export function useRefuseCreditRequest(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefuseCreditRequestBody) =>
      guard ? guard(() => refuseCreditRequest(body)) : refuseCreditRequest(body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: creditRequestKeys.all }),
  });
}
