import { useEffect } from 'react';
// Exported by the full package (src/index.ts), not by the light core: it reaches the core by
// package name, so the stores and the API client stay one copy.
import { callApi, createStore, useStore } from '@courier/shared/core';
import { chatEndpoints } from '../contract/chat';

/**
 * The chat's unread total, shared by the shell's navbar (its Chat link's badge) and the chat
 * area, which never import each other (docs/product.md#chat).
 *
 * Who fills it:
 * - while the chat area is mounted, its socket pushes the exact counts (`setChatUnread(n,
 *   'socket')`) as they change, and says when it is down (`setChatUnreadLive(false)`);
 * - otherwise (and while the socket is down) the navbar polls `chat/getUnread` every
 *   CHAT_UNREAD_POLL_MS for a user with the CHAT role (`useChatUnreadTotal(true)`); a poll
 *   is skipped while a live socket keeps the value fresh.
 */
export interface ChatUnreadState {
  /** null until the first value arrives. */
  total: number | null;
  /** True while the chat area's socket is connected and pushing counts. */
  live: boolean;
}

export const CHAT_UNREAD_POLL_MS = 30_000;

const chatUnreadStore = createStore<ChatUnreadState>({ total: null, live: false });

export function getChatUnread(): ChatUnreadState {
  return chatUnreadStore.get();
}

/** A fresh total (from the socket or a poll). */
export function setChatUnread(total: number, source: 'socket' | 'poll' = 'poll'): void {
  chatUnreadStore.set((prev) =>
    prev.total === total && (source !== 'socket' || prev.live) ? prev : { total, live: source === 'socket' ? true : prev.live },
  );
}

/** The chat area's socket is up (true) or down (false). */
export function setChatUnreadLive(live: boolean): void {
  chatUnreadStore.set((prev) => (prev.live === live ? prev : { ...prev, live }));
}

/** Back to unknown (sign-out). */
export function resetChatUnread(): void {
  chatUnreadStore.set({ total: null, live: false });
}

export function subscribeChatUnread(listener: () => void): () => void {
  return chatUnreadStore.subscribe(listener);
}

/** Reads chat/getUnread through the portal's API client. */
async function fetchUnreadTotal(): Promise<number> {
  return (await callApi(chatEndpoints.getUnread)).total;
}

let pollers = 0;
let timer: ReturnType<typeof setInterval> | undefined;

async function pollOnce(fetchTotal: () => Promise<number>) {
  if (chatUnreadStore.get().live) return;
  try {
    setChatUnread(await fetchTotal(), 'poll');
  } catch {
    // Offline or signed out: the badge keeps its last value; the next poll tries again.
  }
}

/**
 * Polls the unread total while at least one caller keeps it started; returns the stop.
 * `fetchTotal` is for tests (default: chat/getUnread through the portal's API client).
 */
export function startChatUnreadPolling(fetchTotal: () => Promise<number> = fetchUnreadTotal, everyMs = CHAT_UNREAD_POLL_MS): () => void {
  pollers++;
  if (pollers === 1) {
    void pollOnce(fetchTotal);
    timer = setInterval(() => void pollOnce(fetchTotal), everyMs);
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    pollers--;
    if (pollers === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The unread total for a badge; `enabled` (the user has the CHAT role) starts the polling. */
export function useChatUnreadTotal(enabled: boolean): number | null {
  useEffect(() => (enabled ? startChatUnreadPolling() : undefined), [enabled]);
  const { total } = useStore(chatUnreadStore);
  return enabled ? total : null;
}
