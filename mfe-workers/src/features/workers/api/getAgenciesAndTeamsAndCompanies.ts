import { api, referenceListQuery, useReferenceList, type ActivityStatusFilter, type ResponseOf } from '@courier/shared';

export type WorkerReferences = ResponseOf<typeof api.workers.getAgenciesAndTeamsAndCompanies>;

/** GET workers/getAgenciesAndTeamsAndCompanies: pickers of the worker form (a reference list, kept 5 minutes). */
export const workerReferencesQuery = (activityStatus: ActivityStatusFilter = 'active') =>
  referenceListQuery(api.workers.getAgenciesAndTeamsAndCompanies, { activityStatus });

export const useWorkerReferences = (activityStatus: ActivityStatusFilter = 'active', enabled = true) =>
  useReferenceList(api.workers.getAgenciesAndTeamsAndCompanies, { activityStatus }, { enabled });
