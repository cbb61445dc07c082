import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { cfrUserKeys } from './keys';

export type CfrUserDetail = ResponseOf<typeof api.cfrUsers.getUser>;

/** GET users/cfr/{id}. */
export function getCfrUser(id: string, signal?: AbortSignal): Promise<CfrUserDetail> {
  return callApi(api.cfrUsers.getUser, { params: { id }, signal });
}
export const cfrUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: cfrUserKeys.detail(id), queryFn: ({ signal }) => getCfrUser(id, signal) });
export function useCfrUser(id: string) {
  return useQuery(cfrUserQueryOptions(id));
}
