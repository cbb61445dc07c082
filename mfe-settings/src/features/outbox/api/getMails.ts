import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { outboxKeys } from './keys';

export type MailsQuery = QueryOf<typeof api.settings.getMails>;
export type MailsPage = ResponseOf<typeof api.settings.getMails>;

/** outbox/getMails: the mails of the outbox, newest first, filtered. */
export function getMails(query: MailsQuery, signal?: AbortSignal): Promise<MailsPage> {
  return callApi(api.settings.getMails, { query, signal });
}
export const mailsQueryOptions = (query: MailsQuery) =>
  queryOptions({
    queryKey: outboxKeys.of('mails', query),
    queryFn: ({ signal }) => getMails(query, signal),
    placeholderData: keepPreviousData,
  });
/** The list is polled while shown: a queued mail's status changes once the sender has tried it. */
export function useMails(query: MailsQuery) {
  return useQuery({ ...mailsQueryOptions(query), refetchInterval: 15_000 });
}
