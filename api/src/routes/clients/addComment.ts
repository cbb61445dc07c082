import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addComment } from '../../repositories/clients/comments';

/** POST clients/addComment: a comment on the client's timeline. */
export default function addCommentRoute(app: FastifyInstance) {
  route(app, api.clients.addComment, (ctx) => addComment(app.db, ctx.auth().user.id, ctx.body));
}
