import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, hashToken } from '../auth/tokens';
import { mayCall } from '../http/access';
import { forbidden, unauthorized } from '../domain/errors';
import { isUsable, loadSession, touchSession, TOUCH_EVERY_MS, type ActiveSession } from '../repositories/sessions';

/**
 * Authentication and authorization for every /api call, in one place, from the access table
 * of `shared` (docs/security.md). The decision is taken on the route that matched (its
 * config, set by `route()`), never on the URL text: public calls need nothing; the
 * second-step calls accept a pending or full session; everything else needs a full session
 * (401) and a role that opens the path (403), judged from the session's own user in the
 * database. A route under /api registered without an access entry is refused (deny by
 * default); a request that matches no route gets the 404 handler, which holds no data.
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  const apiRoot = `${app.config.apiBasePath}/api/`;
  const idleMinutes = app.config.sessionIdleMinutes;
  app.decorateRequest('auth', null);

  /**
   * The session of a token, read on every call: one query by the unique token hash joining
   * its user and profile, so a logout, a password change, a role change or a deactivation
   * made anywhere (another process, the CLI) holds at the next call.
   */
  async function sessionOf(token: string): Promise<ActiveSession | undefined> {
    const session = await loadSession(app.db, hashToken(token));
    if (!session || !isUsable(session, idleMinutes)) return undefined;
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(app.db, session.id);
      session.lastSeenAt = new Date();
    }
    return session;
  }

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions.config?.access;
    if (!route) {
      // No route matched: the 404 handler answers, without data. A route of this server
      // under /api that did not come through route() is refused, whatever it is.
      if (request.is404) return;
      const url = request.routeOptions.url ?? '';
      if (url.startsWith(apiRoot) && request.method !== 'OPTIONS') throw forbidden('This call is not open to any role');
      return;
    }
    if (route.level === 'public') return;

    const token = bearerToken(request.headers.authorization);
    const session = token ? await sessionOf(token) : undefined;
    if (!session) throw unauthorized(token ? 'Your session has ended; sign in again' : 'Sign in first');
    request.auth = { sessionId: session.id, status: session.status, user: session.user };

    if (route.level !== 'pending') {
      if (session.status !== 'full') throw unauthorized('Enter the code of your authenticator app first');
      if (!mayCall(route, session.user.roles)) throw forbidden();
    }
  });
});
