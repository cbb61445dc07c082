import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { placeShiftCopy } from '../../repositories/planning/shiftChanges';

/** POST planning/duplicateShift {shiftId, targetDate, targetWorkerId}: same refusals as createShift. */
export default function duplicateShiftRoute(app: FastifyInstance) {
  route(app, api.planning.duplicateShift, (ctx) => placeShiftCopy(app.db, ctx.auth().user.id, ctx.body, 'duplicate'));
}
