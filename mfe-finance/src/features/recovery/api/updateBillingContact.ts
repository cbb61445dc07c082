import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf, type StepUpGuard } from '@courier/shared';
import { recoveryKeys } from './keys';

export type UpdateBillingContactBody = BodyOf<typeof api.finance.updateBillingContact>;
export type UpdateBillingContactAnswer = ResponseOf<typeof api.finance.updateBillingContact>;

/** POST finance/recovery/updateBillingContact: name, email, phone with the contact's version (409 when stale). */
export function updateBillingContact(body: UpdateBillingContactBody): Promise<UpdateBillingContactAnswer> {
  return callApi(api.finance.updateBillingContact, { body });
}
export const updateBillingContactMutationOptions = { mutationFn: updateBillingContact };

/** A step-up call: with a guard, a step_up_required answer asks for a code and retries. */
export function useUpdateBillingContact(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBillingContactBody) =>
      guard ? guard(() => updateBillingContact(body)) : updateBillingContact(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recoveryKeys.all }),
  });
}
