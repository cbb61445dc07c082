import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { recoveryKeys } from './keys';

export type RemindersView = ResponseOf<typeof api.finance.getReminders>;
export type DueReminder = RemindersView['due'][number];

/** GET finance/recovery/getReminders: a client's reminders sent and due. */
export function getReminders(clientId: number, signal?: AbortSignal): Promise<RemindersView> {
  return callApi(api.finance.getReminders, { query: { clientId }, signal });
}
export const remindersQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: recoveryKeys.reminders(clientId),
    queryFn: ({ signal }) => getReminders(clientId, signal),
  });
export function useReminders(clientId: number) {
  return useQuery(remindersQueryOptions(clientId));
}
