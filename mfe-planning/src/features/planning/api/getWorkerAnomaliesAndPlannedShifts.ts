import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetWorkerAnomaliesAndPlannedShiftsQuery = QueryOf<
  typeof api.planning.getWorkerAnomaliesAndPlannedShifts
>;
export type GetWorkerAnomaliesAndPlannedShiftsAnswer = ResponseOf<
  typeof api.planning.getWorkerAnomaliesAndPlannedShifts
>;

/** GET planning/getWorkerAnomaliesAndPlannedShifts: a worker's shifts, worker times and anomalies over a period. */
export function getWorkerAnomaliesAndPlannedShifts(
  query: GetWorkerAnomaliesAndPlannedShiftsQuery,
  signal?: AbortSignal,
): Promise<GetWorkerAnomaliesAndPlannedShiftsAnswer> {
  return callApi(api.planning.getWorkerAnomaliesAndPlannedShifts, { query, signal });
}

export const getWorkerAnomaliesAndPlannedShiftsQueryOptions = (
  query: GetWorkerAnomaliesAndPlannedShiftsQuery,
) =>
  queryOptions({
    queryKey: planningKeys.of('workerPlan', query),
    queryFn: ({ signal }) => getWorkerAnomaliesAndPlannedShifts(query, signal),
  });

export function useWorkerAnomaliesAndPlannedShifts(
  query: GetWorkerAnomaliesAndPlannedShiftsQuery,
  enabled = true,
) {
  return useQuery({ ...getWorkerAnomaliesAndPlannedShiftsQueryOptions(query), enabled });
}
