import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api, callApi, type ResponseOf } from '@courier/shared';
import type { ConversationRef } from '../types';
import { chatKeys } from './keys';

export type MessagesPage = ResponseOf<typeof api.chat.getMessages>;
export type ChatMessage = MessagesPage['items'][number];
export type MessagesData = InfiniteData<MessagesPage, number | undefined>;

/** Messages per page (MESSAGES_PAGE_SIZE of the contract). */
export const PAGE_SIZE = 50;

export const refQuery = (c: ConversationRef) => (c.kind === 'room' ? { roomId: c.id } : { chatId: c.id });

/** GET chat/getMessages: a page of history before a message id (the newest page without one). */
export function getMessages(conversation: ConversationRef, before: number | undefined, signal?: AbortSignal): Promise<MessagesPage> {
  return callApi(api.chat.getMessages, { query: { ...refQuery(conversation), limit: PAGE_SIZE, ...(before ? { before } : {}) }, signal });
}

/** Pages newest first; each page oldest first. `nextBefore` is the cursor of the older page. */
export const messagesQueryOptions = (conversation: ConversationRef) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(conversation),
    queryFn: ({ pageParam, signal }) => getMessages(conversation, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useMessages(conversation: ConversationRef) {
  return useInfiniteQuery(messagesQueryOptions(conversation));
}

/** Every message loaded, oldest first. */
export function flattenMessages(data: { pages: MessagesPage[] } | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.items);
}

/** Adds a message to the newest page of a loaded conversation, once (a socket and an answer may both bring it). */
export function withMessage(data: MessagesData | undefined, message: ChatMessage): MessagesData | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages as [MessagesPage, ...MessagesPage[]];
  const items = [...newest.items, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}
