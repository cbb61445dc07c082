import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getShifts } from '../../repositories/planning/board';

/** GET planning/getShifts?dateStart&dateEnd: the week board (workers, shifts, worker times, anomalies). */
export default function getShiftsRoute(app: FastifyInstance) {
  route(app, api.planning.getShifts, ({ query }) => getShifts(app.db, query));
}
