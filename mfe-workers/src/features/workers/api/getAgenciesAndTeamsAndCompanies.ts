import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ActivityStatusFilter, type ResponseOf } from '@courier/shared';
import { workersKeys } from './keys';

export type WorkerReferences = ResponseOf<typeof api.workers.getAgenciesAndTeamsAndCompanies>;

/** GET workers/getAgenciesAndTeamsAndCompanies: pickers of the worker form. */
export function getAgenciesAndTeamsAndCompanies(
  activityStatus: ActivityStatusFilter = 'active',
  signal?: AbortSignal,
): Promise<WorkerReferences> {
  return callApi(api.workers.getAgenciesAndTeamsAndCompanies, { query: { activityStatus }, signal });
}

export const referencesQueryOptions = (activityStatus: ActivityStatusFilter = 'active') =>
  queryOptions({
    queryKey: workersKeys.references(activityStatus),
    queryFn: ({ signal }) => getAgenciesAndTeamsAndCompanies(activityStatus, signal),
    staleTime: 5 * 60_000,
  });

export function useWorkerReferences(activityStatus: ActivityStatusFilter = 'active', enabled = true) {
  return useQuery({ ...referencesQueryOptions(activityStatus), enabled });
}
