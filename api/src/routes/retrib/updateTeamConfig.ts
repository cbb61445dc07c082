import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { updateTeamConfig } from '../../repositories/retrib';

/** POST retrib/updateTeamConfig {id, version, waypointAmount, kmAmount, dailyAmount, extra}. */
export default function updateTeamConfigRoute(app: FastifyInstance) {
  route(app, api.retrib.updateTeamConfig, (ctx) => updateTeamConfig(app.db, ctx.auth().user.id, ctx.body));
}
