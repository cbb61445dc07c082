import { apiBaseUrl, createStore, getToken, type Store } from '@courier/shared';
import type { ChatMessage } from '../api/getMessages';
import type { UnreadCountsLike } from './unread';

/**
 * The chat's socket (chat/socket): opened with the session token as subprotocols
 * (`bearer, <token>`: a browser cannot set headers on a WebSocket), reopened after a drop with
 * growing delays (RECONNECT_DELAYS_MS), and each time with `since=<the last message id held>`,
 * so the server sends exactly what was missed before its `hello`. A closed session (4401) or
 * a role taken away (4403) is not retried.
 */
export type SocketEvent =
  | { type: 'hello'; userId: number; lastMessageId: number | null; unread: UnreadCountsLike & { total: number } }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; roomId: number | null; chatId: number | null; userId: number; lastReadMessageId: number }
  | { type: 'unread'; unread: UnreadCountsLike & { total: number } }
  | { type: 'conversations' }
  | { type: 'resync' };

/** `open`: connected and caught up (after hello). */
export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** What the page needs of a WebSocket (the browser's, or a test's fake). */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols) as unknown as SocketLike;
let socketFactory: SocketFactory = browserSocket;

/** Tests put a fake socket here; `undefined` restores the browser's. */
export function setChatSocketFactory(factory?: SocketFactory): void {
  socketFactory = factory ?? browserSocket;
}

export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];
let reconnectDelays: readonly number[] = RECONNECT_DELAYS_MS;

/** Tests shorten the delays; `undefined` restores RECONNECT_DELAYS_MS. */
export function setChatReconnectDelays(delays?: readonly number[]): void {
  reconnectDelays = delays ?? RECONNECT_DELAYS_MS;
}

/** ws(s)://host[/base]/api/chat/socket[?since=id] */
export function chatSocketUrl(since: number | null): string {
  return `${apiBaseUrl().replace(/^http/, 'ws')}/chat/socket${since !== null ? `?since=${since}` : ''}`;
}

export class ChatConnection {
  readonly status: Store<ConnectionStatus> = createStore<ConnectionStatus>('connecting');
  /** The newest message id received: the `since` of the next connection. */
  lastMessageId: number | null = null;
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly onOnline = () => {
    if (this.timer !== undefined && !this.stopped) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.open();
    }
  };

  constructor(
    private readonly onEvent: (event: SocketEvent) => void,
    private readonly delays?: readonly number[],
  ) {}

  start(): void {
    this.stopped = false;
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'Page closed');
    }
    this.status.set('closed');
  }

  private open(): void {
    const token = getToken();
    if (!token) {
      this.status.set('closed');
      return;
    }
    this.status.set(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = socketFactory(chatSocketUrl(this.lastMessageId), ['bearer', token]);
    this.socket = socket;
    socket.onmessage = (e) => this.receive(e.data);
    socket.onerror = () => {};
    socket.onclose = (e) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (e.code === 4401 || e.code === 4403) {
        this.status.set('closed');
        return;
      }
      this.status.set('reconnecting');
      const delays = this.delays ?? reconnectDelays;
      const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 30_000;
      this.attempt++;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.open();
      }, delay);
    };
  }

  private receive(data: unknown): void {
    let event: SocketEvent;
    try {
      event = JSON.parse(String(data)) as SocketEvent;
    } catch {
      return;
    }
    if (event.type === 'message') this.lastMessageId = Math.max(this.lastMessageId ?? 0, event.message.id);
    if (event.type === 'hello') {
      if (event.lastMessageId !== null) this.lastMessageId = Math.max(this.lastMessageId ?? 0, event.lastMessageId);
      this.attempt = 0;
      this.status.set('open');
    }
    this.onEvent(event);
  }
}
