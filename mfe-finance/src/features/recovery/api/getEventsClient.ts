import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type EventsQuery = QueryOf<typeof api.finance.getEventsClient>;
export type EventsPage = ResponseOf<typeof api.finance.getEventsClient>;

/** GET finance/recovery/getEventsClient: the client's timeline, newest first, paged. */
export function getEventsClient(query: EventsQuery, signal?: AbortSignal): Promise<EventsPage> {
  return callApi(api.finance.getEventsClient, { query, signal });
}
export const eventsQueryOptions = (query: EventsQuery) =>
  queryOptions({
    queryKey: recoveryKeys.events(query),
    queryFn: ({ signal }) => getEventsClient(query, signal),
  });
export function useEventsClient(query: EventsQuery) {
  return useQuery({ ...eventsQueryOptions(query), placeholderData: keepPreviousData });
}
