import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { closeAccount } from '../../repositories/clients/accountStatus';

/** POST clients/closeAccount: inactive, closed_at set (planning refuses new shifts). */
export default function closeAccountRoute(app: FastifyInstance) {
  route(app, api.clients.closeAccount, (ctx) => closeAccount(app.db, ctx.auth().user.id, ctx.body));
}
