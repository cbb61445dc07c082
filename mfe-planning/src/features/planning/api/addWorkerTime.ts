import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type AddWorkerTimeBody = BodyOf<typeof api.planning.addWorkerTime>;
export type AddWorkerTimeAnswer = ResponseOf<typeof api.planning.addWorkerTime>;

/** POST planning/addWorkerTime. */
export function addWorkerTime(body: AddWorkerTimeBody): Promise<AddWorkerTimeAnswer> {
  return callApi(api.planning.addWorkerTime, { body });
}

export const addWorkerTimeMutationOptions = { mutationFn: addWorkerTime };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useAddWorkerTime() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addWorkerTimeMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
