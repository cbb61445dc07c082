import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { clientGroups2, clientGroups2Light } from '../../repositories/settingsLists';

/** Client groups 2 (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function clientGroups2Routes(app: FastifyInstance) {
  route(app, api.settings.getClientGroups2, ({ query }) => clientGroups2.list(app.db, query));
  route(app, api.settings.getClientGroups2List, () => clientGroups2Light(app.db));
  route(app, api.settings.addClientGroup2, (ctx) => clientGroups2.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, api.settings.updateClientGroup2, (ctx) =>
    clientGroups2.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
