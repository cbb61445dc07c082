import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listPickers } from '../../repositories/workers/pickers';

/** GET workers/getAgenciesAndTeamsAndCompanies: the pickers of the worker form. */
export default function getAgenciesAndTeamsAndCompaniesRoute(app: FastifyInstance) {
  route(app, api.workers.getAgenciesAndTeamsAndCompanies, ({ query }) =>
    listPickers(app.db, query.activityStatus),
  );
}
