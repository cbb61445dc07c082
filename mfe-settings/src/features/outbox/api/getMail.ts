import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { outboxKeys } from './keys';

export type OutboxMail = ResponseOf<typeof api.settings.getMail>;

/** outbox/getMail: one mail with its text as sent (secrets redacted), status and tries. */
export function getMail(id: number, signal?: AbortSignal): Promise<OutboxMail> {
  return callApi(api.settings.getMail, { query: { id }, signal });
}
export const mailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: outboxKeys.of('mail', id),
    queryFn: ({ signal }) => getMail(id, signal),
  });
export function useMail(id: number | null) {
  return useQuery({ ...mailQueryOptions(id ?? 0), enabled: id !== null });
}
