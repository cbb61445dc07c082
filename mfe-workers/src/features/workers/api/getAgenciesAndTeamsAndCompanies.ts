import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { workersKeys } from './keys';

export type WorkerReferences = ResponseOf<typeof api.workers.getAgenciesAndTeamsAndCompanies>;

/** GET workers/getAgenciesAndTeamsAndCompanies: pickers of the worker form. */
export function getAgenciesAndTeamsAndCompanies(
  activityStatus: 'active' | 'inactive' | 'all' = 'active',
  signal?: AbortSignal,
): Promise<WorkerReferences> {
  return callApi(api.workers.getAgenciesAndTeamsAndCompanies, { query: { activityStatus }, signal });
}

export const referencesQueryOptions = (activityStatus: 'active' | 'inactive' | 'all' = 'active') =>
  queryOptions({
    queryKey: workersKeys.references(activityStatus),
    queryFn: ({ signal }) => getAgenciesAndTeamsAndCompanies(activityStatus, signal),
    staleTime: 5 * 60_000,
  });

export function useWorkerReferences(activityStatus: 'active' | 'inactive' | 'all' = 'active', enabled = true) {
  return useQuery({ ...referencesQueryOptions(activityStatus), enabled });
}
