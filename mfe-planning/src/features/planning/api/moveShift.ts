import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type MoveShiftBody = BodyOf<typeof api.planning.moveShift>;
export type MoveShiftAnswer = ResponseOf<typeof api.planning.moveShift>;

/** POST planning/moveShift {shiftId, targetDate, targetWorkerId}. */
export function moveShift(body: MoveShiftBody): Promise<MoveShiftAnswer> {
  return callApi(api.planning.moveShift, { body });
}

export const moveShiftMutationOptions = { mutationFn: moveShift };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useMoveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    ...moveShiftMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    // The board shows a refusal once, in its own banner: no portal error toast besides.
    onError: () => undefined,
  });
}
