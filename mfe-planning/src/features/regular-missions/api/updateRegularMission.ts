import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { regularMissionKeys } from './keys';

export type UpdateRegularMissionBody = BodyOf<typeof api.regularMissions.updateRegularMission>;
export type UpdatedRegularMission = ResponseOf<typeof api.regularMissions.updateRegularMission>;

/** POST regularMissions/updateRegularMission: the changed fields, or with `toggle` the active flag flipped (?isActiveToggle=true). */
export function updateRegularMission(
  { toggle, ...body }: UpdateRegularMissionBody & { toggle?: boolean },
): Promise<UpdatedRegularMission> {
  return callApi(api.regularMissions.updateRegularMission, {
    body,
    query: toggle ? { isActiveToggle: 'true' } : {},
  });
}

export const updateRegularMissionMutationOptions = { mutationFn: updateRegularMission };

export function useUpdateRegularMission() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateRegularMissionMutationOptions,
    onSuccess: (m) => {
      queryClient.setQueryData(regularMissionKeys.detail(String(m.id)), m);
      void queryClient.invalidateQueries({ queryKey: regularMissionKeys.lists() });
    },
  });
}
