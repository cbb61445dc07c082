import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateClient } from '../../repositories/clients';

/** POST clients/updateClientData: versioned edit (409 when stale). */
export default function updateClientDataRoute(app: FastifyInstance) {
  route(app, api.clients.updateClientData, (ctx) => updateClient(app.db, ctx.auth().user.id, ctx.body));
}
