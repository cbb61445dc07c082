import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listClientsLight } from '../../repositories/chat/clientsPicker';

/** GET chat/getClientsLight: clients for "new room for a client", with their room if any. */
export default function getClientsLightRoute(app: FastifyInstance) {
  route(app, api.chat.getClientsLight, ({ query }) => listClientsLight(app.db, query.search));
}
