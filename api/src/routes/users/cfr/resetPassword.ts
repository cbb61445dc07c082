import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { resetCfrPassword } from '../../../repositories/cfrUsers/passwordReset';

/** POST users/cfr/resetPassword: a single-use link to the client portal (CLIENT_PORTAL_URL) mailed (hash stored, expires). */
export default function resetPasswordRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.resetPassword, (ctx) =>
    resetCfrPassword(app.db, app.mailer, app.config.clientPortalUrl, ctx.auth().user.id, ctx.body));
}
