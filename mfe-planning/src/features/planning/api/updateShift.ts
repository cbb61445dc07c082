import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type UpdateShiftBody = BodyOf<typeof api.planning.updateShift>;
export type UpdateShiftAnswer = ResponseOf<typeof api.planning.updateShift>;

/** POST planning/updateShift: id, version and the changed fields. 409 when stale. */
export function updateShift(body: UpdateShiftBody): Promise<UpdateShiftAnswer> {
  return callApi(api.planning.updateShift, { body });
}

export const updateShiftMutationOptions = { mutationFn: updateShift };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useUpdateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateShiftMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
