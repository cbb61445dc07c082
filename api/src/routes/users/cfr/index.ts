import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { areaRoutes } from '../../../http/areaRoutes';
import { addCfrUser } from '../../../services/cfrUsers/addUser';
import { inactivateCfrUser } from '../../../services/cfrUsers/inactivateUser';
import { updateCfrUser } from '../../../services/cfrUsers/updateUser';
import { exportCfrUsers } from '../../../repositories/cfrUsers/listExport';
import { listCfrUsers, listSitesOrServices } from '../../../repositories/cfrUsers/list';
import { notFound } from '../../../domain/errors';
import { getCfrUserDetail } from '../../../repositories/cfrUsers/detail';
import { confirmCfrPasswordReset, resetCfrPassword } from '../../../services/cfrUsers/passwordReset';

/** The client-side users calls (docs/product.md#calls-cfr-users). */
export default async function cfrRoutes(app: FastifyInstance) {
  areaRoutes(app, api.cfrUsers, {
    /** POST users/cfr/addUser: unique email (409), one client, optional site and service. */
    addUser: (ctx) => addCfrUser(app.db, ctx.auth().user.id, ctx.body),
    /** GET users/cfr/exportUsers: the whole filtered list as a CSV file, streamed. */
    exportUsers: async ({ query }) => exportCfrUsers(app.db, query),
    /** GET users/cfr/getServices. */
    getServices: ({ query }) => listSitesOrServices(app.db, 'services', query.clientId, query.activityStatus),
    /** GET users/cfr/getSites. */
    getSites: ({ query }) => listSitesOrServices(app.db, 'sites', query.clientId, query.activityStatus),
    /** GET users/cfr/{id}: the user's page, one query; 404 when unknown. */
    getUser: async ({ params }) => {
      const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
      if (Number.isNaN(id)) throw notFound(`No such client-side user: ${params.id}`);
      return getCfrUserDetail(app.db, id);
    },
    /** GET users/cfr/getUsers: filtered by client, search and activity; paged. */
    getUsers: ({ query }) => listCfrUsers(app.db, query),
    /** POST users/cfr/inactiveUser: inactive, sessions ended. */
    inactiveUser: (ctx) => inactivateCfrUser(app.db, ctx.auth().user.id, ctx.body),
    /** POST users/cfr/resetPassword: a single-use link to the client portal (CLIENT_PORTAL_URL) mailed (hash stored, expires). */
    resetPassword: (ctx) =>
      resetCfrPassword(app.db, app.mailer, app.config.clientPortalUrl, ctx.auth().user.id, ctx.body),
    /**
     * POST users/cfr/resetPassword/confirm: public (the client portal's reset page); the mailed
     * token and a new password, once. Limited per address like the sign-in calls.
     */
    resetPasswordConfirm: {
      handler: (ctx) => confirmCfrPasswordReset(app.db, ctx.body),
      options: {
        rateLimitPerMinute: app.config.rateLimit.authCallsPerIpPerMinute,
      },
    },
    /** POST users/cfr/updateUser?chatRoomsIds=&clientId=: versioned edit, rooms, move to another client. */
    updateUser: (ctx) => updateCfrUser(app.db, ctx.auth().user.id, ctx.query, ctx.body),
  });
}
