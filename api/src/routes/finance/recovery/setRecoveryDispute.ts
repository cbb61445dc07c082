import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { setRecoveryDispute } from '../../../repositories/finance/recoveryDispute';

/** POST finance/recovery/setRecoveryDispute: mark or clear a client's dispute of its debt. */
export default function setRecoveryDisputeRoute(app: FastifyInstance) {
  route(app, api.finance.setRecoveryDispute, (ctx) => setRecoveryDispute(app.db, ctx.auth().user.id, ctx.body));
}
