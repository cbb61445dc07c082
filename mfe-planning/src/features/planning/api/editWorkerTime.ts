import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type EditWorkerTimeBody = BodyOf<typeof api.planning.editWorkerTime>;
export type EditWorkerTimeAnswer = ResponseOf<typeof api.planning.editWorkerTime>;

/** POST planning/editWorkerTime: id, version and the changed fields. 409 when stale. */
export function editWorkerTime(body: EditWorkerTimeBody): Promise<EditWorkerTimeAnswer> {
  return callApi(api.planning.editWorkerTime, { body });
}

export const editWorkerTimeMutationOptions = { mutationFn: editWorkerTime };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useEditWorkerTime() {
  const queryClient = useQueryClient();
  return useMutation({
    ...editWorkerTimeMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
