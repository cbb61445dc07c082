import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { duplicateClient } from '../../repositories/clients/clientCreation';

/** POST clients/duplicateClient: copies settings, price lists and contacts, never invoices. */
export default function duplicateClientRoute(app: FastifyInstance) {
  route(app, api.clients.duplicateClient, (ctx) => duplicateClient(app.db, ctx.auth().user.id, ctx.body));
}
