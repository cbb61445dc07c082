import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listClientsShiftable } from '../../repositories/planning/pickers';

/** GET planning/getClientsShiftable: active clients that are not closed. */
export default function getClientsShiftableRoute(app: FastifyInstance) {
  route(app, api.planning.getClientsShiftable, () => listClientsShiftable(app.db));
}
