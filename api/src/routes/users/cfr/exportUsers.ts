import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { exportCfrUsers } from '../../../repositories/cfrUsers/listExport';

/** GET users/cfr/exportUsers: the whole filtered list as a CSV file, streamed. */
export default function exportUsersRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.exportUsers, async ({ query }) => exportCfrUsers(app.db, query));
}
