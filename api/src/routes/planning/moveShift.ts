import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { placeShiftCopy } from '../../repositories/planning/shiftChanges';

/** POST planning/moveShift {shiftId, targetDate, targetWorkerId}: same refusals as createShift. */
export default function moveShiftRoute(app: FastifyInstance) {
  route(app, api.planning.moveShift, (ctx) => placeShiftCopy(app.db, ctx.auth().user.id, ctx.body, 'move'));
}
