import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addMission } from '../../repositories/planning/missions';

/** POST planning/addMission. */
export default function addMissionRoute(app: FastifyInstance) {
  route(app, api.planning.addMission, (ctx) => addMission(app.db, ctx.auth().user.id, ctx.body));
}
