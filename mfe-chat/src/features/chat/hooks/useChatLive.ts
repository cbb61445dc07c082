import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createStore, setChatUnreadLive, useStore } from '@courier/shared';
import { chatKeys } from '../api/keys';
import { withMessage, type ChatMessage, type MessagesData } from '../api/getMessages';
import { sendMessage } from '../api/sendMessage';
import { conversationOf, sameConversation, type ConversationRef } from '../types';
import { ChatConnection, type ConnectionStatus, type SocketEvent } from './connection';
import { enqueueMessage, flushOutbox } from './outbox';
import { bumpUnread, resetUnread, setUnread } from './unread';

/** Read marks of the OTHER members: `room:12` -> the highest message id one of them has read. */
export type ReadMarks = Record<string, number>;
export const markKey = (c: ConversationRef) => `${c.kind}:${c.id}`;

const idle = createStore<ConnectionStatus>('connecting');

/** A message, stored or live, in the cache of its conversation and in the lists' last message. */
export function receiveMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagesData>(chatKeys.messages(conversationOf(message)), (data) => withMessage(data, message));
  void queryClient.invalidateQueries({ queryKey: ['chat', 'rooms'] });
  void queryClient.invalidateQueries({ queryKey: ['chat', 'chats'] });
}

/**
 * The page's live side: the socket, what its events change (message caches, lists, unread
 * counts, read receipts), and sending through the outbox (again each time the socket opens).
 */
export function useChatLive(userId: number | undefined, selected: ConversationRef | null) {
  const queryClient = useQueryClient();
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [readMarks, setReadMarks] = useState<ReadMarks>({});

  const flush = useCallback(() => {
    void flushOutbox(sendMessage, (message) => receiveMessage(queryClient, message));
  }, [queryClient]);

  useEffect(() => {
    if (userId === undefined) return;
    const handle = (event: SocketEvent) => {
      switch (event.type) {
        case 'hello':
        case 'unread':
          setUnread(event.unread, 'socket');
          break;
        case 'message': {
          const m = event.message;
          receiveMessage(queryClient, m);
          const own = m.sender?.kind === 'staff' && m.sender.id === userId;
          const reading = sameConversation(conversationOf(m), selectedRef.current) && document.visibilityState !== 'hidden';
          if (!own && !reading) bumpUnread(conversationOf(m));
          break;
        }
        case 'read': {
          const key = markKey(event.roomId !== null ? { kind: 'room', id: event.roomId } : { kind: 'chat', id: event.chatId as number });
          setReadMarks((marks) => (marks[key] !== undefined && marks[key] >= event.lastReadMessageId ? marks : { ...marks, [key]: event.lastReadMessageId }));
          break;
        }
        case 'conversations':
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
          break;
        case 'resync':
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
          break;
      }
    };
    const conn = new ChatConnection(handle);
    setConnection(conn);
    const unsubscribe = conn.status.subscribe(() => {
      const open = conn.status.get() === 'open';
      setChatUnreadLive(open);
      if (open) flush();
    });
    conn.start();
    return () => {
      unsubscribe();
      conn.stop();
      setChatUnreadLive(false);
      resetUnread();
    };
  }, [userId, queryClient, flush]);

  const status = useStore(connection?.status ?? idle);

  // A message leaves at once over HTTP, socket or not (a proxy or a policy may refuse
  // WebSockets while calls work); what the network refused waits in the outbox and leaves
  // when the socket is back or the browser says it is online again.
  const send = useCallback(
    (conversation: ConversationRef, text: string, attachment?: { name: string; data: string }) => {
      enqueueMessage(conversation, text, attachment);
      flush();
    },
    [flush],
  );
  useEffect(() => {
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  return { status, readMarks, send };
}
