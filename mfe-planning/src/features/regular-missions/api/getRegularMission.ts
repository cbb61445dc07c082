import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { regularMissionKeys } from './keys';

export type RegularMission = ResponseOf<typeof api.regularMissions.getRegularMission>;

/** GET regularMissions/{id}. */
export function getRegularMission(id: string, signal?: AbortSignal): Promise<RegularMission> {
  return callApi(api.regularMissions.getRegularMission, { params: { id }, signal });
}

export const regularMissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: regularMissionKeys.detail(id), queryFn: ({ signal }) => getRegularMission(id, signal) });

export function useRegularMission(id: string) {
  return useQuery(regularMissionQueryOptions(id));
}
