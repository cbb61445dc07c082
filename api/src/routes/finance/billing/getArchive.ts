import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { monthArchive } from '../../../repositories/documents/archive';

/** GET finance/billing/getArchive: the month's Factur-X files and their index, one zip, streamed. */
export default function getArchiveRoute(app: FastifyInstance) {
  route(app, api.billing.getArchive, ({ query }) => monthArchive(app.db, query.month));
}
