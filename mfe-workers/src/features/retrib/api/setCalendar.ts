import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import type { SetCalendarBody } from '../types';
import { retribKeys } from './keys';

/** retrib/calendar (POST): add (teamId + date) or edit (id + version) a per-date override. */
export const setCalendar = (body: SetCalendarBody) => callApi(api.retrib.setCalendar, { body });

export function useSetCalendar(teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCalendar,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: retribKeys.calendars(teamId) }),
        queryClient.invalidateQueries({ queryKey: retribKeys.previews(teamId) }),
      ]),
  });
}
