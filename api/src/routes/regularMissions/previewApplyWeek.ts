import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { previewApplyWeek } from '../../repositories/regularMissions/applyWeek';

/** POST regularMissions/previewApplyWeek: what applying a week would create and skip, with prices and pay. */
export default function previewApplyWeekRoute(app: FastifyInstance) {
  route(app, api.regularMissions.previewApplyWeek, ({ body }) => previewApplyWeek(app.db, body));
}
