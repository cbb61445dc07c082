import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listClients } from '../../repositories/clients/list';

/** GET clients/getClients: the paged list with its eight filters and the total. */
export default function getClientsRoute(app: FastifyInstance) {
  route(app, api.clients.getClients, ({ query }) => listClients(app.db, query));
}
