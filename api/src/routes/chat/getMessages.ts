import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listMessages } from '../../repositories/chat/messages';

/** GET chat/getMessages: a page of history before a cursor, for a member only. */
export default function getMessagesRoute(app: FastifyInstance) {
  route(app, api.chat.getMessages, ({ query, auth }) => listMessages(app.db, auth().user.id, query));
}
