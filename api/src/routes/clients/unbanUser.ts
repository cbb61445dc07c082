import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { unbanUser } from '../../repositories/clients/bannedUsers';

/** POST clients/unbanUser. */
export default function unbanUserRoute(app: FastifyInstance) {
  route(app, api.clients.unbanUser, (ctx) => unbanUser(app.db, ctx.auth().user.id, ctx.body));
}
