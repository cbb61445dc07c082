import { useMutation } from '@tanstack/react-query';
import { api, callApi, type BodyOf, type ResponseOf } from '@courier/shared';
import { setUnread } from '../hooks/unread';

export type MarkReadBody = BodyOf<typeof api.chat.markRead>;
export type UnreadCounts = ResponseOf<typeof api.chat.markRead>;

/** POST chat/markRead: moves the read mark; answers the exact unread counts. */
export function markRead(body: MarkReadBody): Promise<UnreadCounts> {
  return callApi(api.chat.markRead, { body });
}
export const markReadMutationOptions = { mutationFn: markRead };
export function useMarkRead() {
  return useMutation({ ...markReadMutationOptions, onSuccess: (counts) => setUnread(counts) });
}
