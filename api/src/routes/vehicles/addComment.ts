import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addComments } from '../../repositories/vehicles/commands';

/** POST vehicles/addComment {comment, vehicleShortCodes}: all or nothing. */
export default function addCommentRoute(app: FastifyInstance) {
  route(app, api.vehicles.addComment, (ctx) =>
    addComments(app.db, ctx.auth().user.id, ctx.body.comment, ctx.body.vehicleShortCodes),
  );
}
