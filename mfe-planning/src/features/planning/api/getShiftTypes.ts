import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { planningKeys } from './keys';

export type GetShiftTypesQuery = Record<string, never>;
export type GetShiftTypesAnswer = ResponseOf<typeof api.planning.getShiftTypes>;

/** GET planning/getShiftTypes. */
export function getShiftTypes(
  _query: GetShiftTypesQuery,
  signal?: AbortSignal,
): Promise<GetShiftTypesAnswer> {
  return callApi(api.planning.getShiftTypes, { signal });
}

export const getShiftTypesQueryOptions = (query: GetShiftTypesQuery) =>
  queryOptions({
    queryKey: planningKeys.of('shiftTypes', query),
    queryFn: ({ signal }) => getShiftTypes(query, signal),
  });

export function useShiftTypes(query: GetShiftTypesQuery) {
  return useQuery({ ...getShiftTypesQueryOptions(query) });
}
