import { api, useReferenceList } from '@courier/shared';

/** adminEvents/getUserList: staff users, for the user filter of the admin events. */
export function useUserList() {
  return useReferenceList(api.adminEvents.getUserList, undefined as never);
}
