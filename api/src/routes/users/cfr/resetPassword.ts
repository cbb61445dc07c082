import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { resetCfrPassword } from '../../../repositories/cfrUsers';

/** POST users/cfr/resetPassword: a single-use link mailed (hash stored, expires). */
export default function resetPasswordRoute(app: FastifyInstance) {
  route(app, api.cfrUsers.resetPassword, (ctx) =>
    resetCfrPassword(app.db, app.mailer, app.config.corsOrigins[0] ?? 'http://localhost:3000', ctx.auth().user.id, ctx.body));
}
