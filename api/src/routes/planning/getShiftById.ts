import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getShiftDetail } from '../../repositories/planning';

/** GET planning/getShiftById?shiftId. */
export default function getShiftByIdRoute(app: FastifyInstance) {
  route(app, api.planning.getShiftById, ({ query }) => getShiftDetail(app.db, query.shiftId));
}
