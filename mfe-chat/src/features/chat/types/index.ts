/** The routes of the chat feature. */
export const CHAT_ROUTES = ['/chat'] as const;

/** A room or a direct chat. */
export interface ConversationRef {
  kind: 'room' | 'chat';
  id: number;
}

export const sameConversation = (
  a: ConversationRef | null | undefined,
  b: ConversationRef | null | undefined,
) => Boolean(a && b && a.kind === b.kind && a.id === b.id);

export const conversationOf = (m: { roomId: number | null; chatId: number | null }): ConversationRef =>
  m.roomId !== null ? { kind: 'room', id: m.roomId } : { kind: 'chat', id: m.chatId as number };

/** MESSAGE_MAX_LENGTH and ATTACHMENT_MAX_BYTES of the contract (shared/src/contract/chat.ts). */
export const MESSAGE_MAX_LENGTH = 4000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The address of a conversation: `/chat?room=12`, `/chat?chat=5`. */
export const conversationHref = (c: ConversationRef) => `/chat?${c.kind}=${c.id}`;
