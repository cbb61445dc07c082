import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { addCfrUser } from '../../../repositories/cfrUsers/commands';

/** POST users/cfr/addUser: unique email (409), one client, optional site and service. */
export default function addUserRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.addUser, (ctx) => addCfrUser(app.db, ctx.auth().user.id, ctx.body));
}
