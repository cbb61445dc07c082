import WebSocket from 'ws';
import type { SocketEvent } from '../../../src/plugins/realtime';

/**
 * A chat socket as a test drives it: every event received is kept in order; `next` waits for
 * the first event (not yet taken) that matches, without sleeping: it resolves as soon as the
 * event arrives, and fails after `timeoutMs` naming what it waited for.
 */
export interface TestSocket {
  ws: WebSocket;
  events: SocketEvent[];
  next<T extends SocketEvent['type']>(type: T, match?: (e: Extract<SocketEvent, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<SocketEvent, { type: T }>>;
  /** Events received and not taken by `next`. */
  untaken(): SocketEvent[];
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export function socketUrl(base: string, since?: number): string {
  return `${base.replace(/^http/, 'ws')}/api/chat/socket${since !== undefined ? `?since=${since}` : ''}`;
}

/** Opens a socket; rejects with `Unexpected server response: <status>` when the upgrade is refused. */
export function openSocket(base: string, token: string | undefined, options: { since?: number; asProtocol?: boolean } = {}): Promise<TestSocket> {
  const headers = token && !options.asProtocol ? { authorization: `Bearer ${token}` } : undefined;
  const protocols = token && options.asProtocol ? ['bearer', token] : undefined;
  const ws = new WebSocket(socketUrl(base, options.since), protocols, { headers });
  const events: SocketEvent[] = [];
  const taken = new Set<SocketEvent>();
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as SocketEvent);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const socket: TestSocket = {
    ws,
    events,
    closed,
    untaken: () => events.filter((e) => !taken.has(e)),
    next(type, match = () => true, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const find = () => {
          const found = events.find((e) => !taken.has(e) && e.type === type && match(e as never));
          if (!found) return false;
          taken.add(found);
          clearTimeout(timer);
          resolve(found as never);
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`)), timeoutMs);
        const wait = () => {
          if (!find()) waiters.push(wait);
        };
        wait();
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}
