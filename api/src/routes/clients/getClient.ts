import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { readClientPage } from '../../repositories/clients/detail';

/** GET clients/{id}: by id or business code, with one page of its invoices; 404 when unknown. One query (repositories/clients/detail.ts). */
export default function getClientRoute(app: FastifyInstance) {
  route(app, api.clients.getClient, ({ params, query }) => {
    const param = params.id.trim();
    return readClientPage(app.db, /^\d{1,9}$/.test(param) ? { id: Number(param) } : { code: param }, query);
  });
}
