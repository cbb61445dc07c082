import { createQueryKeys } from '@courier/shared';
import type { ConversationRef } from '../types';

/** The chat feature's query keys, under one root. */
export const chatKeys = {
  ...createQueryKeys('chat'),
  rooms: (userId: number) => ['chat', 'rooms', userId] as const,
  chats: (userId: number) => ['chat', 'chats', userId] as const,
  allRooms: (query: object) => ['chat', 'allRooms', query] as const,
  messages: (conversation: ConversationRef) => ['chat', 'messages', conversation.kind, conversation.id] as const,
  allMessages: () => ['chat', 'messages'] as const,
  members: (roomId: number) => ['chat', 'members', roomId] as const,
  attachment: (messageId: number) => ['chat', 'attachment', messageId] as const,
  staff: (search: string) => ['chat', 'staff', search] as const,
  clients: (search: string) => ['chat', 'clients', search] as const,
  tickets: (query: object) => ['chat', 'tickets', query] as const,
  allTickets: () => ['chat', 'tickets'] as const,
  /** The lists of conversations (rooms, chats, all rooms): what a new message or membership changes. */
  lists: () => ['chat'] as const,
};
