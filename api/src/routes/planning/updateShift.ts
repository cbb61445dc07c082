import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateShift } from '../../repositories/planning/shiftChanges';

/** POST planning/updateShift: versioned edit (overlaps and closed clients refused). */
export default function updateShiftRoute(app: FastifyInstance) {
  route(app, api.planning.updateShift, (ctx) => updateShift(app.db, ctx.auth().user.id, ctx.body));
}
