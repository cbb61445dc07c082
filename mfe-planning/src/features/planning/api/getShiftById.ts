import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetShiftByIdQuery = QueryOf<typeof api.planning.getShiftById>;
export type GetShiftByIdAnswer = ResponseOf<typeof api.planning.getShiftById>;

/** GET planning/getShiftById: a shift with its missions. */
export function getShiftById(query: GetShiftByIdQuery, signal?: AbortSignal): Promise<GetShiftByIdAnswer> {
  return callApi(api.planning.getShiftById, { query, signal });
}

export const getShiftByIdQueryOptions = (query: GetShiftByIdQuery) =>
  queryOptions({
    queryKey: planningKeys.of('shift', query),
    queryFn: ({ signal }) => getShiftById(query, signal),
  });

export function useShift(query: GetShiftByIdQuery, enabled = true) {
  return useQuery({ ...getShiftByIdQueryOptions(query), enabled });
}
