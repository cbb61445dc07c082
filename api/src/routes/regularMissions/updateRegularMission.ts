import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateRegularMission } from '../../repositories/regularMissions/commands';

/** POST regularMissions/updateRegularMission?isActiveToggle: versioned edit, or the active flag flipped. */
export default function updateRegularMissionRoute(app: FastifyInstance) {
  route(app, api.regularMissions.updateRegularMission, (ctx) => updateRegularMission(app.db, ctx.auth().user.id, ctx.body, ctx.query.isActiveToggle === 'true'));
}
