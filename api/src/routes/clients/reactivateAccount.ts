import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { reactivateAccount } from '../../repositories/clients/accountStatus';

/** POST clients/reactivateAccount. */
export default function reactivateAccountRoute(app: FastifyInstance) {
  route(app, api.clients.reactivateAccount, (ctx) => reactivateAccount(app.db, ctx.auth().user.id, ctx.body));
}
