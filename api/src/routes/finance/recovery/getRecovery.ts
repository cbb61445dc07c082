import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { arrivedAt } from '../../../db/changeCounters';
import { recoveryDetail } from '../../../repositories/recovery';

/** GET finance/recovery/{id}: one client's recovery view, by id or business code; 404 when unknown. */
export default function getRecoveryRoute(app: FastifyInstance) {
  route(app, api.finance.getRecovery, ({ params, reply }) =>
    recoveryDetail(app.db, params.id, undefined, arrivedAt(reply)),
  );
}
