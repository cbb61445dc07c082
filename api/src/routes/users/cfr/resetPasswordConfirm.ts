import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { confirmCfrPasswordReset } from '../../../repositories/cfrUsers/passwordReset';

/**
 * POST users/cfr/resetPassword/confirm: public (the client portal's reset page); the mailed
 * token and a new password, once. Limited per address like the sign-in calls.
 */
export default function resetPasswordConfirmRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.resetPasswordConfirm, (ctx) => confirmCfrPasswordReset(app.db, ctx.body), {
    rateLimitPerMinute: app.config.rateLimit.authCallsPerIpPerMinute,
  });
}
