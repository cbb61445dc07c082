import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type SwitchUnProudictiveShiftBody = BodyOf<typeof api.planning.switchUnProudictiveShift>;
export type SwitchUnProudictiveShiftAnswer = ResponseOf<typeof api.planning.switchUnProudictiveShift>;

/** POST planning/switchUnProudictiveShift {shiftId, workerId, comment}. */
export function switchUnproductiveShift(
  body: SwitchUnProudictiveShiftBody,
): Promise<SwitchUnProudictiveShiftAnswer> {
  return callApi(api.planning.switchUnProudictiveShift, { body });
}

export const switchUnproductiveShiftMutationOptions = { mutationFn: switchUnproductiveShift };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useSwitchUnproductive() {
  const queryClient = useQueryClient();
  return useMutation({
    ...switchUnproductiveShiftMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
