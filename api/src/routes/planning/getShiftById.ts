import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getShiftById } from '../../repositories/planning/shiftReads';

/** GET planning/getShiftById?shiftId. */
export default function getShiftByIdRoute(app: FastifyInstance) {
  route(app, api.planning.getShiftById, ({ query }) => getShiftById(app.db, query.shiftId));
}
