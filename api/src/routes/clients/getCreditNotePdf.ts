import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { requireClient } from '../../repositories/clients/detail';
import { creditNotePdf } from '../../repositories/documents/creditNotes';

/** GET clients/getCreditNotePdf: the credit note's stored Factur-X PDF. */
export default function getCreditNotePdfRoute(app: FastifyInstance) {
  route(app, api.clients.getCreditNotePdf, async ({ query }) => {
    await requireClient(app.db, query.clientId);
    return creditNotePdf(app.db, query.clientId, query.number);
  });
}
