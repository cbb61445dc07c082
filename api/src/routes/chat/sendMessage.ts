import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route, routeUrl } from '../../http/route';
import { requireConversation } from '../../repositories/chat/access';
import { sendMessage } from '../../repositories/chat/messages';
import { decodeAttachment, SEND_MESSAGE_BODY_LIMIT } from './attachment';

/**
 * POST chat/sendMessage: stores the message, then pushes it to the members' sockets (every API
 * process). A repeated clientKey answers the first message and pushes nothing. The app's body
 * limit (1 MB) is raised for this route only, for attachments of up to 10 MB. At most
 * CHAT_MESSAGES_PER_USER_PER_MINUTE sends per user (429 beyond, before the body is read).
 */
export default function sendMessageRoute(app: FastifyInstance) {
  const url = routeUrl(api.chat.sendMessage.path);
  app.addHook('onRoute', (options) => {
    if (options.url.endsWith(url) && options.method === 'POST') options.bodyLimit = SEND_MESSAGE_BODY_LIMIT;
  });
  route(
    app,
    api.chat.sendMessage,
    async ({ body, auth }) => {
      // An image is decoded only for a member (a non-member's 403 costs no decode).
      if (body.attachment) await requireConversation(app.db, auth().user.id, body);
      const attachment = body.attachment ? await decodeAttachment(body.attachment) : null;
      const { message, created, recipients } = await sendMessage(app.db, auth().user, body, attachment);
      if (created) await app.realtime.publish({ to: recipients, event: { type: 'message', message } });
      return message;
    },
    {
      rateLimitPerUser: {
        max: app.config.rateLimit.chatMessagesPerUserPerMinute,
        windowMs: 60_000,
        tooMany: 'You are sending messages too fast',
      },
    },
  );
}
