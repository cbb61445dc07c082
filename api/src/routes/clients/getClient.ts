import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getClientDetail, resolveClientId } from '../../repositories/clients';

/** GET clients/{id}: by id or business code, with one page of its invoices; 404 when unknown. */
export default function getClientRoute(app: FastifyInstance) {
  route(app, api.clients.getClient, async ({ params, query }) =>
    // A numeric id is read as is (the detail's own read says 404): one query less.
    getClientDetail(
      app.db,
      /^\d{1,9}$/.test(params.id.trim())
        ? Number(params.id.trim())
        : await resolveClientId(app.db, params.id),
      query,
    ),
  );
}
