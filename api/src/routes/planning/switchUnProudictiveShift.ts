import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { switchUnproductive } from '../../repositories/planning/shiftChanges';

/** POST planning/switchUnProudictiveShift {shiftId, workerId, comment} (SPEC's spelling): flips the unproductive flag, keeps the comment. */
export default function switchUnProudictiveShiftRoute(app: FastifyInstance) {
  route(app, api.planning.switchUnProudictiveShift, (ctx) => switchUnproductive(app.db, ctx.auth().user.id, ctx.body));
}
