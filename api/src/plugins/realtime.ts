import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import pg from 'pg';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { bearerToken } from '../auth/tokens';
import { mayCall, type RouteAccess } from '../http/access';
import { isUsable, loadSession } from '../repositories/sessions';
import { recipientsOf, type ChatMessage, type UnreadCounts } from '../repositories/chat/access';
import { getMessage } from '../repositories/chat/messages';

/**
 * Live delivery of the chat (docs/product.md#chat) over WebSockets. The socket route is a route
 * of the access table like any call; a browser sends its token as the subprotocols `bearer,
 * <token>`, turned into the Authorization header by this plugin's hook. A socket receives only
 * its user's events. Across API processes events go through NOTIFY `chat_events` (a process
 * delivers its own at once and skips their echo). Open sockets are checked again every
 * SESSION_RECHECK_MS (closed with 4401/4403) and a user holds at most CHAT_SOCKETS_PER_USER (4429).
 */
export type SocketEvent =
  | { type: 'hello'; userId: number; lastMessageId: number | null; unread: UnreadCounts }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; roomId: number | null; chatId: number | null; userId: number; lastReadMessageId: number }
  | { type: 'unread'; unread: UnreadCounts }
  | { type: 'conversations' }
  | { type: 'resync' };

/** An event and the staff users it is for. */
export interface Delivery {
  to: number[];
  event: SocketEvent;
}

export const CHAT_CHANNEL = 'chat_events';
/** NOTIFY payloads must stay under 8000 bytes; a larger message event travels as its id. */
const NOTIFY_MAX_BYTES = 7800;
export const SESSION_RECHECK_MS = 30_000;
const PING_EVERY_MS = 25_000;

export interface ChatClient {
  userId: number;
  sessionId: number;
  tokenHash: string;
  socket: WebSocket;
  /** Events that arrived while the catch-up was being sent; flushed after it. */
  pending: SocketEvent[] | null;
  alive: boolean;
}

export interface Realtime {
  /** Sends an event to the sockets of these users, in every API process. */
  publish(delivery: Delivery): Promise<void>;
  /** Registers a socket (its events are buffered until `ready`). */
  attach(client: ChatClient): void;
  ready(client: ChatClient, alreadySent: Set<number>): void;
  /** Sockets open in this process. */
  connections(): number;
  /** Sockets of this user open in this process. */
  socketsOf(userId: number): number;
  /** Checks the sessions of the open sockets now (done every SESSION_RECHECK_MS). */
  recheckSessions(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const SOCKET_PATH = 'chat/socket';

/** `bearer, <token>` (Sec-WebSocket-Protocol of a browser) -> the token. */
export function tokenFromProtocols(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const parts = value.split(',').map((p) => p.trim());
  const at = parts.indexOf('bearer');
  return at >= 0 ? bearerToken(`Bearer ${parts[at + 1] ?? ''}`) : undefined;
}

export default fp(async function realtimePlugin(app: FastifyInstance) {
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      // The browser offered ["bearer", token]: answer "bearer", never echo the token.
      handleProtocols: (protocols) => (protocols.has('bearer') ? 'bearer' : false),
    },
  });

  const clients = new Map<number, Set<ChatClient>>();
  /** Tags this process's notifications, which it has already delivered to its own sockets. */
  const origin = randomUUID();
  const all = () => [...clients.values()].flatMap((set) => [...set]);

  function send(client: ChatClient, data: string | Buffer) {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(data, { binary: false });
  }

  /**
   * An event to this process's sockets of its users: serialized and encoded ONCE, the same
   * bytes written to every socket (a room of 200), with no await between sockets.
   */
  function deliverLocally(delivery: Delivery) {
    let frame: Buffer | undefined;
    for (const userId of new Set(delivery.to)) {
      const set = clients.get(userId);
      if (!set) continue;
      for (const client of set) {
        if (client.pending) client.pending.push(delivery.event);
        else send(client, (frame ??= Buffer.from(JSON.stringify(delivery.event))));
      }
    }
  }

  /** A notification from PostgreSQL: the delivery itself, or the id of a message too large to carry. */
  async function onNotification(payload: string) {
    try {
      const parsed = JSON.parse(payload) as (Delivery | { ref: number }) & { origin?: string };
      if (parsed.origin === origin) return;
      if ('ref' in parsed) {
        const message = await getMessage(app.db, parsed.ref);
        if (!message) return;
        deliverLocally({ to: await recipientsOf(app.db, message), event: { type: 'message', message } });
      } else deliverLocally(parsed);
    } catch (err) {
      app.log.warn({ err }, 'chat: a notification could not be delivered');
    }
  }

  // ------------------------------------------------------------ LISTEN on PostgreSQL
  let listener: pg.Client | undefined;
  let closing = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  const databaseUrl = app.dbKind === 'postgres' ? app.config.databaseUrl : undefined;

  async function listen(first: boolean) {
    if (closing || !databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    const retry = () => {
      if (listener === client) listener = undefined;
      client.removeAllListeners();
      client.on('error', () => {});
      client.end().catch(() => {});
      if (closing) return;
      retryTimer = setTimeout(() => void listen(false), retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', retry);
    client.on('end', () => {
      if (listener === client) retry();
    });
    client.on('notification', (n) => {
      if (n.channel === CHAT_CHANNEL && n.payload) void onNotification(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
      listener = client;
      retryMs = 500;
      // Events may have been missed while the link was down: every socket reads again.
      if (!first) deliverLocally({ to: [...clients.keys()], event: { type: 'resync' } });
    } catch (err) {
      if (first) app.log.warn({ err }, 'chat: LISTEN failed; retrying');
      retry();
    }
  }
  if (databaseUrl) await listen(true);

  // ------------------------------------------------------------ sessions and heartbeats
  const recheck = setInterval(() => void recheckSessions(), SESSION_RECHECK_MS);
  recheck.unref();
  async function recheckSessions() {
    const route: RouteAccess = { path: SOCKET_PATH, level: 'role' };
    const byHash = new Map<string, ChatClient[]>();
    for (const c of all()) byHash.set(c.tokenHash, [...(byHash.get(c.tokenHash) ?? []), c]);
    for (const [hash, list] of byHash) {
      try {
        const session = await loadSession(app.db, hash);
        const ok = session && isUsable(session, app.config.sessionIdleMinutes) && session.status === 'full';
        const code = !ok ? 4401 : !mayCall(route, session.user.roles) ? 4403 : 0;
        if (code)
          for (const c of list)
            c.socket.close(
              code,
              code === 4401 ? 'Your session has ended' : 'Your roles do not allow the chat',
            );
      } catch {
        // The database is unreachable: keep the sockets; the next round checks again.
      }
    }
  }
  const heartbeat = setInterval(() => {
    for (const c of all()) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
  }, PING_EVERY_MS);
  heartbeat.unref();

  const realtime: Realtime = {
    async publish(delivery) {
      deliverLocally(delivery);
      if (!databaseUrl) return;
      let payload = JSON.stringify({ ...delivery, origin });
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) {
        if (delivery.event.type !== 'message') {
          app.log.warn('chat: an event too large to notify was dropped');
          return;
        }
        payload = JSON.stringify({ ref: delivery.event.message.id, origin });
      }
      await app.db
        .selectNoFrom((eb) => eb.fn('pg_notify', [eb.val(CHAT_CHANNEL), eb.val(payload)]).as('n'))
        .execute();
    },
    attach(client) {
      let set = clients.get(client.userId);
      if (!set) clients.set(client.userId, (set = new Set()));
      set.add(client);
      client.socket.on('pong', () => (client.alive = true));
      client.socket.on('close', () => {
        set.delete(client);
        if (set.size === 0 && clients.get(client.userId) === set) clients.delete(client.userId);
      });
    },
    ready(client, alreadySent) {
      const pending = client.pending ?? [];
      client.pending = null;
      for (const event of pending) {
        if (event.type === 'message' && alreadySent.has(event.message.id)) continue;
        send(client, JSON.stringify(event));
      }
    },
    connections: () => all().length,
    socketsOf: (userId) => clients.get(userId)?.size ?? 0,
    recheckSessions,
  };
  app.decorate('realtime', realtime);

  // The browser's token, offered as subprotocols, becomes the Authorization header the auth
  // hook reads (registered before it). Only for the socket route, only without a header.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.access?.path !== SOCKET_PATH || request.headers.authorization) return;
    const token = tokenFromProtocols(request.headers['sec-websocket-protocol']);
    if (token) request.headers.authorization = `Bearer ${token}`;
  });

  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(recheck);
    clearInterval(heartbeat);
    if (retryTimer) clearTimeout(retryTimer);
    for (const c of all()) c.socket.terminate();
    const l = listener;
    listener = undefined;
    if (l) {
      l.removeAllListeners();
      l.on('error', () => {});
      await l.end().catch(() => {});
    }
  });
});
