import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { unreadCounts } from '../../repositories/chat/unread';

/** GET chat/getUnread: the caller's unread counts (the navbar badge polls it). */
export default function getUnreadRoute(app: FastifyInstance) {
  route(app, api.chat.getUnread, ({ auth }) => unreadCounts(app.db, auth().user.id));
}
