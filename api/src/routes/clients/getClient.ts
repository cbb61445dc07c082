import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientDetailText, clientIdOfCode } from '../../repositories/clients';

/**
 * GET clients/{id}: by id or business code, with one page of its invoices; 404 when unknown.
 * Answered from the client's page held in memory (exact: change counter `client_detail`).
 */
export default function getClientRoute(app: FastifyInstance) {
  route(app, api.clients.getClient, async ({ params, query, arrivedAt: since }) => {
    const param = params.id.trim();
    // A numeric id is read as is (the held page's make says 404); a business code through the held list.
    const id = /^\d{1,9}$/.test(param) ? Number(param) : await clientIdOfCode(app.db, param, since);
    return clientDetailText(app.db, id, query, since);
  });
}
