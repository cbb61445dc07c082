import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { salesAgents } from '../../repositories/settingsLists';

/** Sales agents (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function salesAgentsRoutes(app: FastifyInstance) {
  route(app, api.settings.getSalesAgents, ({ query }) => salesAgents.list(app.db, query));
  route(app, api.settings.addSalesAgent, (ctx) => salesAgents.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateSalesAgent, (ctx) =>
    salesAgents.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
