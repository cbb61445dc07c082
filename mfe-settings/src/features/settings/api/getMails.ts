import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type QueryOf, type ResponseOf } from '@courier/shared';
import { settingsKeys } from './keys';

export type MailsQuery = QueryOf<typeof api.settings.getMails>;
export type MailsPage = ResponseOf<typeof api.settings.getMails>;

/** outbox/getMails: mails sent or captured, newest first. */
export function getMails(query: MailsQuery, signal?: AbortSignal): Promise<MailsPage> {
  return callApi(api.settings.getMails, { query, signal });
}
export const mailsQueryOptions = (query: MailsQuery) =>
  queryOptions({
    queryKey: settingsKeys.of('outbox', query),
    queryFn: ({ signal }) => getMails(query, signal),
    placeholderData: keepPreviousData,
  });
export function useMails(query: MailsQuery) {
  return useQuery(mailsQueryOptions(query));
}
