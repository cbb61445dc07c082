import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type DuplicateShiftBody = BodyOf<typeof api.planning.duplicateShift>;
export type DuplicateShiftAnswer = ResponseOf<typeof api.planning.duplicateShift>;

/** POST planning/duplicateShift {shiftId, targetDate, targetWorkerId}. */
export function duplicateShift(body: DuplicateShiftBody): Promise<DuplicateShiftAnswer> {
  return callApi(api.planning.duplicateShift, { body });
}

export const duplicateShiftMutationOptions = { mutationFn: duplicateShift };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useDuplicateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    ...duplicateShiftMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    // The board shows a refusal once, in its own banner: no portal error toast besides.
    onError: () => undefined,
  });
}
