import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { applyWeek } from '../../repositories/regularMissions/applyWeek';

/** POST regularMissions/applyWeek: creates exactly the previewed lines; 409 when the preview is stale. */
export default function applyWeekRoute(app: FastifyInstance) {
  route(app, api.regularMissions.applyWeek, (ctx) => applyWeek(app.db, ctx.auth().user.id, ctx.body));
}
