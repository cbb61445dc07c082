import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { exportClients } from '../../repositories/clients/listExport';

/** GET clients/exportClients: the whole filtered list as a CSV file, streamed. */
export default function exportClientsRoute(app: FastifyInstance) {
  route(app, api.clients.exportClients, async ({ query }) => exportClients(app.db, query));
}
