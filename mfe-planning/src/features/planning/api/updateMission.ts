import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type UpdateMissionBody = BodyOf<typeof api.planning.updateMission>;
export type UpdateMissionAnswer = ResponseOf<typeof api.planning.updateMission>;

/** POST planning/updateMission: id, version and the changed fields. 409 when stale. */
export function updateMission(body: UpdateMissionBody): Promise<UpdateMissionAnswer> {
  return callApi(api.planning.updateMission, { body });
}

export const updateMissionMutationOptions = { mutationFn: updateMission };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useUpdateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMissionMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
