import { api, callApi, type ResponseOf } from '@courier/shared';

export type UnreadCountsAnswer = ResponseOf<typeof api.chat.getUnread>;

/** GET chat/getUnread: the caller's unread counts. */
export function getUnread(signal?: AbortSignal): Promise<UnreadCountsAnswer> {
  return callApi(api.chat.getUnread, { signal });
}
