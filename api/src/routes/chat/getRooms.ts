import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listRoomsOfUser } from '../../repositories/chat/roomLists';

/** GET chat/getRooms?userId: the rooms the caller is a member of (another user's are a 403). */
export default function getRoomsRoute(app: FastifyInstance) {
  route(app, api.chat.getRooms, ({ query, auth }) => listRoomsOfUser(app.db, auth().user.id, query));
}
