import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type DeleteShiftBody = BodyOf<typeof api.planning.deleteShift>;
export type DeleteShiftAnswer = ResponseOf<typeof api.planning.deleteShift>;

/** POST planning/deleteShift {shiftId, workerId, comment}. */
export function deleteShift(body: DeleteShiftBody): Promise<DeleteShiftAnswer> {
  return callApi(api.planning.deleteShift, { body });
}

export const deleteShiftMutationOptions = { mutationFn: deleteShift };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteShiftMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
    // Its callers show a refusal once (the panel's message, the board's banner): no toast besides.
    onError: () => undefined,
  });
}
