import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { startChat } from '../../repositories/chat/chats';

/** POST chat/startChat: the direct chat with a staff user (made once). */
export default function startChatRoute(app: FastifyInstance) {
  route(app, api.chat.startChat, async ({ body, auth }) => {
    const { chat, created } = await startChat(app.db, auth().user.id, body);
    if (created) await app.realtime.publish({ to: [body.userId], event: { type: 'conversations' } });
    return chat;
  });
}
