import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type StepUpGuard } from '@courier/shared';
import { sellerKeys } from './keys';
import type { SellerAnswer } from './getSeller';

export type UpdateSellerBody = BodyOf<typeof api.seller.updateSeller>;

/** POST finance/seller/updateSeller: the whole identity with its version (409 when stale; step-up). */
export function updateSeller(body: UpdateSellerBody): Promise<SellerAnswer> {
  return callApi(api.seller.updateSeller, { body });
}
export const updateSellerMutationOptions = { mutationFn: updateSeller };

/** With a guard, a step_up_required answer asks for a code and retries. The answer replaces the read one. */
export function useUpdateSeller(guard?: StepUpGuard) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSellerBody) => (guard ? guard(() => updateSeller(body)) : updateSeller(body)),
    onSuccess: (answer) => queryClient.setQueryData(sellerKeys.seller(), answer),
  });
}
