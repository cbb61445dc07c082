import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { deleteShift } from '../../repositories/planning/shiftChanges';

/** POST planning/deleteShift {shiftId, workerId, comment}. */
export default function deleteShiftRoute(app: FastifyInstance) {
  route(app, api.planning.deleteShift, (ctx) => deleteShift(app.db, ctx.auth().user.id, ctx.body));
}
