import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listClientGroupsShiftable } from '../../repositories/planning/pickers';

/** GET planning/getClientGroupsShiftable. */
export default function getClientGroupsShiftableRoute(app: FastifyInstance) {
  route(app, api.planning.getClientGroupsShiftable, () => listClientGroupsShiftable(app.db));
}
