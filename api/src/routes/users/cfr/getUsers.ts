import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { listCfrUsers } from '../../../repositories/cfrUsers/list';

/** GET users/cfr/getUsers: filtered by client, search and activity; paged. */
export default function getUsersRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.getUsers, ({ query }) => listCfrUsers(app.db, query));
}
