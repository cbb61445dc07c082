import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type DeleteWorkerTimeBody = BodyOf<typeof api.planning.deleteWorkerTime>;
export type DeleteWorkerTimeAnswer = ResponseOf<typeof api.planning.deleteWorkerTime>;

/** POST planning/deleteWorkerTime {workerTimeId, workerId, date, comment}. */
export function deleteWorkerTime(body: DeleteWorkerTimeBody): Promise<DeleteWorkerTimeAnswer> {
  return callApi(api.planning.deleteWorkerTime, { body });
}

export const deleteWorkerTimeMutationOptions = { mutationFn: deleteWorkerTime };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useDeleteWorkerTime() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteWorkerTimeMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
