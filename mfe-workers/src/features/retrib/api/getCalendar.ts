import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { retribKeys } from './keys';

/** retrib/calendar (GET): a team's configuration and its overrides of one month (YYYY-MM). */
export const getCalendar = (teamId: number, month: string, signal?: AbortSignal) =>
  callApi(api.retrib.getCalendar, { query: { teamId, month }, signal });

export const calendarQueryOptions = (teamId: number, month: string) =>
  queryOptions({
    queryKey: retribKeys.calendar(teamId, month),
    queryFn: ({ signal }) => getCalendar(teamId, month, signal),
    placeholderData: keepPreviousData,
  });

export const useCalendar = (teamId: number, month: string) => useQuery(calendarQueryOptions(teamId, month));
