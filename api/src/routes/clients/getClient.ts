import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getClientDetail, resolveClientId } from '../../repositories/clients';

/** GET clients/{id}: by id or business code; 404 when unknown. */
export default function getClientRoute(app: FastifyInstance) {
  route(app, api.clients.getClient, async ({ params }) => getClientDetail(app.db, await resolveClientId(app.db, params.id)));
}
