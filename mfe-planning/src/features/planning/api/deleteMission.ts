import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type DeleteMissionBody = BodyOf<typeof api.planning.deleteMission>;
export type DeleteMissionAnswer = ResponseOf<typeof api.planning.deleteMission>;

/** POST planning/deleteMission {missionId}. */
export function deleteMission(body: DeleteMissionBody): Promise<DeleteMissionAnswer> {
  return callApi(api.planning.deleteMission, { body });
}

export const deleteMissionMutationOptions = { mutationFn: deleteMission };

/** Every planning read is refreshed after the change (board, shift, summary). */
export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteMissionMutationOptions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  });
}
