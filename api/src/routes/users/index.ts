import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { notFound } from '../../http/errors';
import { getStaffUserSummary, listTrustedIps, toCurrentUser } from '../../repositories/staffUsers';

export default async function usersRoutes(app: FastifyInstance) {
  // The auth hook already loaded the user with the session: no second query.
  route(app, api.users.getMe, async (ctx) => toCurrentUser(ctx.auth().user));

  route(app, api.users.getUser, async (ctx) => {
    const { user } = ctx.auth();
    return { ...toCurrentUser(user), enrolled: user.enrolled, trustedIps: await listTrustedIps(app.db, user.id) };
  });

  route(app, api.users.getUserId, async ({ query }) => {
    const user = await getStaffUserSummary(app.db, query.userId);
    if (!user) throw notFound(`No staff user ${query.userId}`);
    return user;
  });
}
