import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type StaffUser = ResponseOf<typeof api.chat.getStaffUsers>[number];

/** GET chat/getStaffUsers: active staff with the CHAT role. */
export function getStaffUsers(search: string, signal?: AbortSignal): Promise<StaffUser[]> {
  return callApi(api.chat.getStaffUsers, { query: search ? { search } : {}, signal });
}
export const staffUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: chatKeys.staff(search), queryFn: ({ signal }) => getStaffUsers(search, signal) });
export function useStaffUsers(search: string, enabled = true) {
  return useQuery({ ...staffUsersQueryOptions(search), enabled });
}
