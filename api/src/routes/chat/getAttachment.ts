import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getAttachment } from '../../repositories/chat/messages';

/** GET chat/getAttachment?messageId: the file of a message of a conversation of the caller. */
export default function getAttachmentRoute(app: FastifyInstance) {
  route(app, api.chat.getAttachment, ({ query, auth }) => getAttachment(app.db, auth().user.id, query.messageId));
}
