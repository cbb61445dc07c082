import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import {
  addHomeMessage,
  listHomeMessages,
  publishedHomeMessages,
  updateHomeMessage,
} from '../../repositories/homeMessages';

/** Home messages (Settings area); the published ones of today are open to every signed-in user (landing page). */
export default async function messagesHomeRoutes(app: FastifyInstance) {
  route(app, api.settings.getMessagesHome, ({ query }) => listHomeMessages(app.db, query.status));
  route(app, api.settings.getPublishedMessagesHome, () => publishedHomeMessages(app.db));
  route(app, api.settings.addMessageHome, (ctx) => addHomeMessage(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateMessageHome, (ctx) =>
    updateHomeMessage(app.db, ctx.auth().user.id, ctx.body),
  );
}
