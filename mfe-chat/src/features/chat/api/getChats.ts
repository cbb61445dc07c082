import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import { chatKeys } from './keys';

export type ChatRow = ResponseOf<typeof api.chat.getChats>[number];

/** GET chat/getChats: the user's direct chats. */
export function getChats(userId: number, signal?: AbortSignal): Promise<ChatRow[]> {
  return callApi(api.chat.getChats, { query: { userId }, signal });
}
export const chatsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: chatKeys.chats(userId), queryFn: ({ signal }) => getChats(userId, signal) });
export function useChats(userId: number | undefined) {
  return useQuery({ ...chatsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
