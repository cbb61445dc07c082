import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { exportRegularMissions } from '../../repositories/regularMissions/listExport';

/** GET regularMissions/exportRegularMissions: the whole filtered list as a CSV file, streamed. */
export default function exportRegularMissionsRoute(app: FastifyInstance) {
  route(app, api.regularMissions.exportRegularMissions, async ({ query }) => exportRegularMissions(app.db, query));
}
