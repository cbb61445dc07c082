import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, api, contract } from '../../shared';
import { operationId, routeUrl } from '../../http/route';
import { mayCall, type RouteAccess } from '../../http/access';
import { invalid } from '../../domain/errors';
import { bearerToken, hashToken } from '../../auth/tokens';
import { CATCH_UP_LIMIT } from '../../repositories/chat/access';
import { lastMessageIdOf, messagesSince } from '../../repositories/chat/messages';
import { unreadCounts } from '../../repositories/chat/unread';
import type { ChatClient } from '../../plugins/realtime';

/**
 * GET chat/socket, opened as a WebSocket, after the auth hook's checks: the socket is registered
 * (the user's live events held back), the messages since `since` sent (or `resync` past
 * CATCH_UP_LIMIT), `hello` with the unread counts, then the held-back events less those sent:
 * nothing lost, nothing twice. A plain GET is a 400; past CHAT_SOCKETS_PER_USER, closed with 4429.
 */
export function registerChatSocket(app: FastifyInstance, endpoint: typeof api.chat.socket) {
  const routeAccess: RouteAccess = { path: endpoint.path, level: access.apiAccessLevel(endpoint.path) };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: routeUrl(endpoint.path),
    schema: {
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      tags: ['chat'],
      security: [{ bearer: [] }],
      querystring: endpoint.query,
      response: { 200: z.object({ data: endpoint.response }), '4xx': contract.errorBody, '5xx': contract.errorBody },
    },
    config: { access: routeAccess },
    handler: async () => {
      throw invalid('Open chat/socket as a WebSocket', { upgrade: 'Expected a WebSocket upgrade request' });
    },
    wsHandler: async (socket, request) => {
      // Defence in depth, as route() does: never serve a socket without a full session and the role.
      const who = request.auth;
      const token = bearerToken(request.headers.authorization);
      if (!who || !token || who.status !== 'full' || !mayCall(routeAccess, who.user.roles)) {
        socket.close(4401, 'Sign in first');
        return;
      }
      const userId = who.user.id;
      // A bound on what one account holds open (one socket per tab is plenty); checked and
      // attached in the same turn, so two sockets opening at once cannot both pass the last place.
      const perUser = app.config.rateLimit.chatSocketsPerUser;
      if (app.realtime.socketsOf(userId) >= perUser) {
        socket.close(4429, `Too many open chat connections (at most ${perUser}); close another tab`);
        return;
      }
      const since = (request.query as { since?: number }).since;
      const client: ChatClient = { userId, sessionId: who.sessionId, tokenHash: hashToken(token), socket, pending: [], alive: true };
      app.realtime.attach(client);
      // Frames from the page are not used (messages go through chat/sendMessage).
      socket.on('message', () => {});
      const sent = new Set<number>();
      try {
        if (since !== undefined) {
          const missed = await messagesSince(app.db, userId, since);
          if (missed.length > CATCH_UP_LIMIT) socket.send(JSON.stringify({ type: 'resync' }));
          else
            for (const message of missed) {
              socket.send(JSON.stringify({ type: 'message', message }));
              sent.add(message.id);
            }
        }
        const [unread, lastMessageId] = await Promise.all([unreadCounts(app.db, userId), lastMessageIdOf(app.db, userId)]);
        socket.send(JSON.stringify({ type: 'hello', userId, lastMessageId, unread }));
      } catch (err) {
        request.log.warn({ err }, 'chat: the socket catch-up failed');
        socket.close(1011, 'Try again');
        return;
      }
      app.realtime.ready(client, sent);
    },
  });
}
