import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { deleteMission } from '../../repositories/planning/missions';

/** POST planning/deleteMission {missionId}. */
export default function deleteMissionRoute(app: FastifyInstance) {
  route(app, api.planning.deleteMission, (ctx) => deleteMission(app.db, ctx.auth().user.id, ctx.body));
}
