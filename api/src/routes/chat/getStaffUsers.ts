import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listChatStaff } from '../../repositories/chat/chats';

/** GET chat/getStaffUsers: active staff with the CHAT role, for pickers. */
export default function getStaffUsersRoute(app: FastifyInstance) {
  route(app, api.chat.getStaffUsers, ({ query }) => listChatStaff(app.db, query.search));
}
