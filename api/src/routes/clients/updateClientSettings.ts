import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateSettings } from '../../repositories/clients/clientSettings';

/** POST clients/updateClientSettings?pricelistIds=: settings and the complete set of price lists. */
export default function updateClientSettingsRoute(app: FastifyInstance) {
  route(app, api.clients.updateClientSettings, (ctx) => updateSettings(app.db, ctx.auth().user.id, ctx.query.pricelistIds, ctx.body));
}
