import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { notFound } from '../../domain/errors';
import { getStaffUserSummary, listProfiles, setStaffLanguage, toCurrentUser } from '../../repositories/staffUsers';
import { listTrustedDevices } from '../../repositories/trustedDevices';

/** The signed-in user's own calls, staff names and profiles. */
export default async function usersRoutes(app: FastifyInstance) {
  areaRoutes(app, api.users, {
    // The auth hook already loaded the user with the session: no second query.
    getMe: async (ctx) => toCurrentUser(ctx.auth().user),
    getUser: async (ctx) => {
      const { user } = ctx.auth();
      const devices = await listTrustedDevices(app.db, user.id, undefined);
      return {
        ...toCurrentUser(user),
        enrolled: user.enrolled,
        trustedIps: devices.map((d) => ({ ip: d.ip, trustedUntil: d.trustedUntil })),
      };
    },
    setLanguage: async ({ body, auth }) => {
      const { user } = auth();
      await setStaffLanguage(app.db, user.id, body.language);
      return toCurrentUser({ ...user, language: body.language });
    },
    // Any signed-in user may put a name on an id (authors of notes, events); the login, which
    // is half of a credential, only to SETTINGS, who manage staff accounts.
    getUserId: async ({ query, auth }) => {
      const user = await getStaffUserSummary(app.db, query.userId);
      if (!user) throw notFound(`No staff user ${query.userId}`);
      return auth().user.roles.includes('SETTINGS') ? user : { id: user.id, name: user.name };
    },
    getProfiles: () => listProfiles(app.db),
  });
}
