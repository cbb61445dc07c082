import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { notFound } from '../../domain/errors';
import { getStaffUserSummary, toCurrentUser } from '../../repositories/staffUsers';
import { listTrustedDevices } from '../../repositories/trustedDevices';

export default async function usersRoutes(app: FastifyInstance) {
  // The auth hook already loaded the user with the session: no second query.
  route(app, api.users.getMe, async (ctx) => toCurrentUser(ctx.auth().user));

  route(app, api.users.getUser, async (ctx) => {
    const { user } = ctx.auth();
    const devices = await listTrustedDevices(app.db, user.id, undefined);
    return { ...toCurrentUser(user), enrolled: user.enrolled, trustedIps: devices.map((d) => ({ ip: d.ip, trustedUntil: d.trustedUntil })) };
  });

  // Any signed-in user may put a name on an id (authors of notes, events); the login, which
  // is half of a credential, only to SETTINGS, who manage staff accounts.
  route(app, api.users.getUserId, async ({ query, auth }) => {
    const user = await getStaffUserSummary(app.db, query.userId);
    if (!user) throw notFound(`No staff user ${query.userId}`);
    return auth().user.roles.includes('SETTINGS') ? user : { id: user.id, name: user.name };
  });
}
