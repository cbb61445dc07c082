import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { shortCodePrefixOf, workerCompanies } from '../../repositories/settingsLists';

/** Worker companies (Settings area): the generic simple list (repositories/settingsLists.ts). */
export default async function workerCompaniesRoutes(app: FastifyInstance) {
  route(app, api.settings.getWorkerCompanies, ({ query }) => workerCompanies.list(app.db, query));
  route(app, api.settings.getShortCodePrefix, ({ query }) => shortCodePrefixOf(app.db, query.companyId));
  route(app, api.settings.addWorkerCompany, (ctx) =>
    workerCompanies.add(app.db, ctx.auth().user.id, ctx.body),
  );
  route(app, api.settings.updateWorkerCompany, (ctx) =>
    workerCompanies.update(app.db, ctx.auth().user.id, ctx.body),
  );
}
