import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { exportRecovery } from '../../../repositories/finance/recoveryExport';

/** GET finance/recovery/exportRecovery: the whole filtered summary as a CSV file, streamed. */
export default function exportRecoveryRoute(app: FastifyInstance) {
  route(app, api.finance.exportRecovery, async ({ query }) => exportRecovery(app.db, query));
}
