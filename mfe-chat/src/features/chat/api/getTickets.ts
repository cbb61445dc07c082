import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type TicketsQuery = QueryOf<typeof api.chat.getTickets>;
export type TicketsPage = ResponseOf<typeof api.chat.getTickets>;
export type Ticket = TicketsPage['items'][number];

/** GET ticket/getTickets: the support tickets, open by default, newest first, a page at a time. */
export function getTickets(query: TicketsQuery, signal?: AbortSignal): Promise<TicketsPage> {
  return callApi(api.chat.getTickets, { query, signal });
}
export const ticketsQueryOptions = (query: TicketsQuery) =>
  queryOptions({ queryKey: chatKeys.tickets(query), queryFn: ({ signal }) => getTickets(query, signal) });
/** The page shown stays while the next one loads (a filter or page change does not blank the table). */
export function useTickets(query: TicketsQuery) {
  return useQuery({ ...ticketsQueryOptions(query), placeholderData: keepPreviousData });
}
