import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { regularMissionKeys } from './keys';

export type GetRegularMissionsQuery = QueryOf<typeof api.regularMissions.getRegularMissions>;
export type GetRegularMissionsAnswer = ResponseOf<typeof api.regularMissions.getRegularMissions>;

/** GET regularMissions/getRegularMissions: page 1 of 1000 rows with the total. */
export function getRegularMissions(query: GetRegularMissionsQuery, signal?: AbortSignal): Promise<GetRegularMissionsAnswer> {
  return callApi(api.regularMissions.getRegularMissions, { query, signal });
}

export const getRegularMissionsQueryOptions = (query: GetRegularMissionsQuery) =>
  queryOptions({ queryKey: regularMissionKeys.list(query), queryFn: ({ signal }) => getRegularMissions(query, signal), placeholderData: keepPreviousData });

export function useRegularMissions(query: GetRegularMissionsQuery) {
  return useQuery({ ...getRegularMissionsQueryOptions(query) });
}
