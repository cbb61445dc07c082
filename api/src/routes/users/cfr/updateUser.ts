import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { updateCfrUser } from '../../../repositories/cfrUsers/commands';

/** POST users/cfr/updateUser?chatRoomsIds=&clientId=: versioned edit, rooms, move to another client. */
export default function updateUserRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.updateUser, (ctx) => updateCfrUser(app.db, ctx.auth().user.id, ctx.query, ctx.body));
}
