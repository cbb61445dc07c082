import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type AddMissionBody = BodyOf<typeof api.planning.addMission>;
export type AddMissionAnswer = ResponseOf<typeof api.planning.addMission>;

/** POST planning/addMission. */
export function addMission(body: AddMissionBody): Promise<AddMissionAnswer> {
  return callApi(api.planning.addMission, { body });
}

export const addMissionMutationOptions = { mutationFn: addMission };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useAddMission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addMissionMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
