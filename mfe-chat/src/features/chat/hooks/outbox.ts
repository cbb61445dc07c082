import { createStore, isApiError, translatedErrorMessage, useStore } from '@courier/shared';
import type { ChatMessage } from '../api/getMessages';
import type { SendMessageBody } from '../api/sendMessage';
import { sameConversation, type ConversationRef } from '../types';

/**
 * Messages written but not yet stored by the server. Every message goes through here: it is
 * queued and sent at once, in order. One the network refused (the API unreachable) waits
 * ("Waiting for the connection") and leaves when the connection is back. Each carries its
 * own clientKey, so a send repeated after a lost answer never stores it twice.
 */
export interface OutgoingMessage {
  clientKey: string;
  conversation: ConversationRef;
  text: string;
  attachment?: { name: string; data: string };
  status: 'queued' | 'sending' | 'failed';
  error?: string;
  createdAt: string;
}

const outboxStore = createStore<OutgoingMessage[]>([]);

function newKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export function enqueueMessage(
  conversation: ConversationRef,
  text: string,
  attachment?: { name: string; data: string },
): OutgoingMessage {
  const message: OutgoingMessage = {
    clientKey: newKey(),
    conversation,
    text,
    ...(attachment ? { attachment } : {}),
    status: 'queued',
    createdAt: new Date().toISOString(),
  };
  outboxStore.set((list) => [...list, message]);
  return message;
}

const update = (clientKey: string, patch: Partial<OutgoingMessage>) =>
  outboxStore.set((list) => list.map((m) => (m.clientKey === clientKey ? { ...m, ...patch } : m)));

export function discardMessage(clientKey: string): void {
  outboxStore.set((list) => list.filter((m) => m.clientKey !== clientKey));
}

export function retryMessage(clientKey: string): void {
  update(clientKey, { status: 'queued', error: undefined });
}

export function clearOutbox(): void {
  outboxStore.set([]);
}

export function getOutbox(): OutgoingMessage[] {
  return outboxStore.get();
}

let flushing = false;

/**
 * Sends the queued messages in order. A refusal (4xx) marks the message failed with the
 * server's reason; a network failure puts it back in the queue and stops (the connection is
 * probably down: the next flush, when it is back, resumes).
 */
export async function flushOutbox(
  send: (body: SendMessageBody) => Promise<ChatMessage>,
  onSent: (message: ChatMessage) => void,
): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (;;) {
      const next = outboxStore.get().find((m) => m.status === 'queued');
      if (!next) return;
      update(next.clientKey, { status: 'sending' });
      try {
        const ref =
          next.conversation.kind === 'room'
            ? { roomId: next.conversation.id }
            : { chatId: next.conversation.id };
        const sent = await send({
          ...ref,
          text: next.text,
          clientKey: next.clientKey,
          ...(next.attachment ? { attachment: next.attachment } : {}),
        });
        discardMessage(next.clientKey);
        onSent(sent);
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          update(next.clientKey, { status: 'failed', error: translatedErrorMessage(error) });
          continue;
        }
        update(next.clientKey, { status: 'queued' });
        return;
      }
    }
  } finally {
    flushing = false;
  }
}

/** The messages of one conversation still in the outbox. */
export function useOutbox(conversation: ConversationRef | null): OutgoingMessage[] {
  const all = useStore(outboxStore);
  return conversation ? all.filter((m) => sameConversation(m.conversation, conversation)) : [];
}

export function useWholeOutbox(): OutgoingMessage[] {
  return useStore(outboxStore);
}
