import { act } from '@testing-library/react';
import { fixtureBuilder, type FakeApi } from '@courier/shared/testing';
import { api, setCurrentUser, type ResponseOf } from '@courier/shared';
import { setChatReconnectDelays, setChatSocketFactory, clearOutbox, resetUnread, type SocketEvent, type SocketLike } from '../../../src/features/chat';

export type RoomRow = ResponseOf<typeof api.chat.getRooms>[number];
export type ChatRow = ResponseOf<typeof api.chat.getChats>[number];
export type ChatMessage = ResponseOf<typeof api.chat.getMessages>['items'][number];

export const ME = { id: 7, login: 'chat', name: 'Camille Chat', email: null, roles: ['CHAT'], profile: null, language: 'en' as const };
export const OTHER = { kind: 'staff' as const, id: 8, name: 'Alex Admin' };

export const buildRoom = fixtureBuilder<RoomRow>((id) => ({
  id,
  name: `Room ${id}`,
  client: { id: 100 + id, name: `Client ${id}` },
  activityStatus: 'active',
  memberCount: 2,
  cfrUserCount: 3,
  isMember: true,
  unread: 0,
  lastMessage: null,
  version: 1,
}));

export const buildChat = fixtureBuilder<ChatRow>((id) => ({
  id,
  other: { ...OTHER, clientName: null },
  unread: 0,
  lastMessage: null,
}));

export const buildMessage = fixtureBuilder<ChatMessage>((id) => ({
  id,
  roomId: 1,
  chatId: null,
  sender: OTHER,
  body: `Message ${id}`,
  sentAt: '2026-06-15T08:00:00.000Z',
  attachment: null,
  clientKey: null,
}));

/** A WebSocket as the page sees it, driven by the test: the server's frames and drops. */
export class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedByPage = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  close() {
    this.closedByPage = true;
  }
  /** The server sends an event. */
  push(event: SocketEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  hello(lastMessageId: number | null = null, unread: { roomId: number; unread: number }[] = []) {
    this.push({ type: 'hello', userId: ME.id, lastMessageId, unread: { total: unread.reduce((a, r) => a + r.unread, 0), rooms: unread, chats: [] } });
  }
  /** The connection drops (the API went away). */
  drop(code = 1006) {
    act(() => this.onclose?.({ code }));
  }
}

/** Installs the fake socket factory, short reconnect delays and the signed-in user; returns the sockets opened. */
export function installChat(fake: FakeApi, rooms: RoomRow[] = [buildRoom({ id: 1 })], chats: ChatRow[] = []) {
  const sockets: FakeSocket[] = [];
  setChatSocketFactory((url, protocols) => {
    const s = new FakeSocket(url, protocols);
    sockets.push(s);
    return s;
  });
  setChatReconnectDelays([0]);
  setCurrentUser(ME);
  fake.get('chat/getRooms', rooms);
  fake.get('chat/getChats', chats);
  fake.get('chat/getStaffUsers', [{ id: ME.id, name: ME.name }, { id: OTHER.id, name: OTHER.name }]);
  return sockets;
}

export function uninstallChat() {
  setChatSocketFactory();
  setChatReconnectDelays();
  clearOutbox();
  resetUnread();
  setCurrentUser(null);
}
