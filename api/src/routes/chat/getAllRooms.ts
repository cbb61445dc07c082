import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listAllRooms } from '../../repositories/chat/roomLists';

/** GET chat/getAllRooms: every room, with whether the caller is in it. */
export default function getAllRoomsRoute(app: FastifyInstance) {
  route(app, api.chat.getAllRooms, ({ query, auth }) => listAllRooms(app.db, auth().user.id, query));
}
