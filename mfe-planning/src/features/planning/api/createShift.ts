import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type CreateShiftBody = BodyOf<typeof api.planning.createShift>;
export type CreateShiftAnswer = ResponseOf<typeof api.planning.createShift>;

/** POST planning/createShift: a shift with its missions. */
export function createShift(body: CreateShiftBody): Promise<CreateShiftAnswer> {
  return callApi(api.planning.createShift, { body });
}

export const createShiftMutationOptions = { mutationFn: createShift };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useCreateShift() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createShiftMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
