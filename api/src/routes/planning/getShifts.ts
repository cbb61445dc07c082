import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { arrivedAt } from '../../db/changeCounters';
import { getShifts } from '../../repositories/planning';

/** GET planning/getShifts?dateStart&dateEnd: the week board (workers, shifts, worker times, anomalies). */
export default function getShiftsRoute(app: FastifyInstance) {
  route(app, api.planning.getShifts, ({ query, reply }) => getShifts(app.db, query, arrivedAt(reply)));
}
