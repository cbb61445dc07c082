import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientGroups } from '../../repositories/settingsLists';

/** Client groups (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function clientGroupsRoutes(app: FastifyInstance) {
  route(app, api.settings.getClientGroups, ({ query }) => clientGroups.list(app.db, query));
  route(app, api.settings.addClientGroup, (ctx) => clientGroups.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateClientGroup, (ctx) =>
    clientGroups.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
