import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { UpdateTeamConfigBody } from '../types';
import { retribKeys } from './keys';

/** retrib/updateTeamConfig: edit a configuration (id + version) or create a team's first (teamId). */
export const updateTeamConfig = (body: UpdateTeamConfigBody) => callApi(api.retrib.updateTeamConfig, { body });

export function useUpdateTeamConfig(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamConfig,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: retribKeys.teams() }),
        queryClient.invalidateQueries({ queryKey: retribKeys.calendars(teamId) }),
        queryClient.invalidateQueries({ queryKey: retribKeys.previews(teamId) }),
      ]),
  });
}
