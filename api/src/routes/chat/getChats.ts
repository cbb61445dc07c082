import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listChatsOfUser } from '../../repositories/chat/chats';

/** GET chat/getChats?userId: the caller's direct chats (another user's are a 403). */
export default function getChatsRoute(app: FastifyInstance) {
  route(app, api.chat.getChats, ({ query, auth }) => listChatsOfUser(app.db, auth().user.id, query));
}
