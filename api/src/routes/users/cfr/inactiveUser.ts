import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { inactivateCfrUser } from '../../../repositories/cfrUsers/commands';

/** POST users/cfr/inactiveUser: inactive, sessions ended. */
export default function inactiveUserRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.inactiveUser, (ctx) => inactivateCfrUser(app.db, ctx.auth().user.id, ctx.body));
}
