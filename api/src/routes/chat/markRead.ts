import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { markRead, unreadCounts } from '../../repositories/chat/unread';

/**
 * POST chat/markRead: moves the caller's read mark; the caller's other sockets get the new
 * unread counts, the other members a read receipt.
 */
export default function markReadRoute(app: FastifyInstance) {
  route(app, api.chat.markRead, async ({ body, auth }) => {
    const userId = auth().user.id;
    const { conversation, lastReadMessageId } = await markRead(app.db, userId, body);
    const unread = await unreadCounts(app.db, userId);
    await app.realtime.publish({ to: [userId], event: { type: 'unread', unread } });
    await app.realtime.publish({
      to: conversation.userIds.filter((u) => u !== userId),
      event: {
        type: 'read',
        roomId: conversation.kind === 'room' ? conversation.id : null,
        chatId: conversation.kind === 'chat' ? conversation.id : null,
        userId,
        lastReadMessageId,
      },
    });
    return unread;
  });
}
