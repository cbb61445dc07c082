import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listShiftTypes } from '../../repositories/planning/pickers';

/** GET planning/getShiftTypes. */
export default function getShiftTypesRoute(app: FastifyInstance) {
  route(app, api.planning.getShiftTypes, () => listShiftTypes(app.db));
}
