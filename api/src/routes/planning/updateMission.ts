import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateMission } from '../../repositories/planning/missions';

/** POST planning/updateMission: versioned edit. */
export default function updateMissionRoute(app: FastifyInstance) {
  route(app, api.planning.updateMission, (ctx) => updateMission(app.db, ctx.auth().user.id, ctx.body));
}
