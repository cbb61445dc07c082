import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { recoveryDetail } from '../../../repositories/finance/clientPage';

/** GET finance/recovery/{id}: one client's recovery view, by id or business code; 404 when unknown. */
export default function getRecoveryRoute(app: FastifyInstance) {
  route(app, api.finance.getRecovery, ({ params }) => recoveryDetail(app.db, params.id));
}
