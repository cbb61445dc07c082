import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { createShift } from '../../repositories/planning/shiftChanges';

/** POST planning/createShift: refused beyond the max-days limit, for inactive workers, closed clients and overlaps. */
export default function createShiftRoute(app: FastifyInstance) {
  route(app, api.planning.createShift, (ctx) => createShift(app.db, ctx.auth().user.id, ctx.body));
}
