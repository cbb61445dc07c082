import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { roomMembers } from '../../repositories/chat/roomMembers';

/** GET chat/getMembers?roomId: staff and client users of a room of the caller. */
export default function getMembersRoute(app: FastifyInstance) {
  route(app, api.chat.getMembers, ({ query, auth }) => roomMembers(app.db, auth().user.id, query.roomId));
}
