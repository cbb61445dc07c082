import { createStore, setChatUnread, useStore } from '@courier/shared';
import type { ConversationRef } from '../types';

/**
 * Unread counts per room and chat while the page is open: exact values from the socket's
 * `hello` and `unread` events and from mark-as-read answers, plus one for each message of
 * someone else that arrives in a conversation not being read. The total goes to the shared
 * store, which the shell's navbar shows.
 */
export interface UnreadState {
  /** False until exact counts arrived: the lists' own counts apply meanwhile. */
  known: boolean;
  rooms: Record<number, number>;
  chats: Record<number, number>;
}

export interface UnreadCountsLike {
  rooms: { roomId: number; unread: number }[];
  chats: { chatId: number; unread: number }[];
}

const initial: UnreadState = { known: false, rooms: {}, chats: {} };
const unreadStore = createStore<UnreadState>(initial);

const total = (s: UnreadState) => [...Object.values(s.rooms), ...Object.values(s.chats)].reduce((a, b) => a + b, 0);

function publish(source: 'socket' | 'poll') {
  setChatUnread(total(unreadStore.get()), source);
}

/** Exact counts (socket `hello`/`unread`, or a mark-as-read answer). */
export function setUnread(counts: UnreadCountsLike, source: 'socket' | 'poll' = 'poll'): void {
  unreadStore.set({
    known: true,
    rooms: Object.fromEntries(counts.rooms.map((r) => [r.roomId, r.unread])),
    chats: Object.fromEntries(counts.chats.map((c) => [c.chatId, c.unread])),
  });
  publish(source);
}

/** One more unread message in a conversation (someone else's, not being read). */
export function bumpUnread(conversation: ConversationRef): void {
  const s = unreadStore.get();
  if (!s.known) return;
  const key = conversation.kind === 'room' ? 'rooms' : 'chats';
  unreadStore.set({ ...s, [key]: { ...s[key], [conversation.id]: (s[key][conversation.id] ?? 0) + 1 } });
  publish('socket');
}

export function resetUnread(): void {
  unreadStore.set(initial);
}

export function getUnreadState(): UnreadState {
  return unreadStore.get();
}

export function useUnread(): UnreadState {
  return useStore(unreadStore);
}

/** The count to show for a conversation: the live one when known, else the list's. */
export function unreadOf(state: UnreadState, conversation: ConversationRef, fromList: number): number {
  if (!state.known) return fromList;
  return (conversation.kind === 'room' ? state.rooms : state.chats)[conversation.id] ?? 0;
}
