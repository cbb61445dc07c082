import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '@courier/shared';
import { retribKeys } from './keys';

/** retrib/getTeamList: every team (active and inactive) with its pay configuration. */
export const getTeamList = (signal?: AbortSignal) =>
  callApi(api.retrib.getTeamList, { query: { activityStatus: 'all' }, signal });

export const teamListQueryOptions = () =>
  queryOptions({ queryKey: retribKeys.teams(), queryFn: ({ signal }) => getTeamList(signal) });

export const useTeamList = () => useQuery(teamListQueryOptions());
