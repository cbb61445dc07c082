import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { settingsKeys } from './keys';

export type AdminEventsQuery = QueryOf<typeof api.adminEvents.getAdminEvents>;
export type AdminEventsPage = ResponseOf<typeof api.adminEvents.getAdminEvents>;

/** adminEvents/getAdminEvents: the audit trail, filtered and paged. */
export function getAdminEvents(query: AdminEventsQuery, signal?: AbortSignal): Promise<AdminEventsPage> {
  return callApi(api.adminEvents.getAdminEvents, { query, signal });
}
export const adminEventsQueryOptions = (query: AdminEventsQuery) =>
  queryOptions({
    queryKey: settingsKeys.of('adminEvents', query),
    queryFn: ({ signal }) => getAdminEvents(query, signal),
    placeholderData: keepPreviousData,
  });
export function useAdminEvents(query: AdminEventsQuery) {
  return useQuery(adminEventsQueryOptions(query));
}
