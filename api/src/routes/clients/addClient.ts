import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addClient } from '../../repositories/clients/clientCreation';

/** POST clients/addClient: a new client under a unique business code (409 when taken). */
export default function addClientRoute(app: FastifyInstance) {
  route(app, api.clients.addClient, (ctx) => addClient(app.db, ctx.auth().user.id, ctx.body));
}
