import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access } from '../shared';
import { bearerToken, hashToken } from '../auth/tokens';
import { forbidden, unauthorized } from '../http/errors';
import { isUsable, loadSession, touchSession, TOUCH_EVERY_MS, type ActiveSession } from '../repositories/sessions';

/** Route pattern `/api/workers/:id` -> access-table pattern `workers/[id]`. */
export function toAccessPattern(routeUrl: string, apiRoot: string): string {
  return routeUrl.slice(apiRoot.length).replace(/:([^/]+)/g, '[$1]');
}

/**
 * Authentication and authorization for every /api call, in one place, from the access table
 * of `shared` (DESIGN §2): public calls need nothing; the second-step calls accept a pending
 * or full session; everything else needs a full session (401) and a role that opens the path
 * (403), judged from the session's own user in the database, never from a cookie. An
 * unknown path is a 404, but only after authentication, so probing needs a session.
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  const apiRoot = `${app.config.apiBasePath}/api/`;
  const idleMinutes = app.config.sessionIdleMinutes;
  const cache = app.sessionCache;
  // The matcher walks the whole access table on each call; route patterns are few, so
  // remember its answers for them (raw paths of unknown URLs are not remembered).
  const levels = new Map<string, ReturnType<typeof access.apiAccessLevel>>();
  const grants = new Map<string, boolean>();
  const levelOf = (path: string, remember: boolean) => {
    let level = levels.get(path);
    if (level === undefined) {
      level = access.apiAccessLevel(path);
      if (remember) levels.set(path, level);
    }
    return level;
  };
  const mayCall = (path: string, roles: string[], remember: boolean) => {
    const key = `${path} ${roles.join(',')}`;
    let allowed = grants.get(key);
    if (allowed === undefined) {
      allowed = access.canCallApi(path, roles);
      if (remember && grants.size < 50_000) grants.set(key, allowed);
    }
    return allowed;
  };
  app.decorateRequest('auth', null);

  async function sessionOf(token: string): Promise<ActiveSession | undefined> {
    const key = hashToken(token);
    const cached = cache.get(key);
    const session = cached ?? (await loadSession(app.db, key));
    if (!session || !isUsable(session, idleMinutes)) {
      if (session) cache.invalidateSession(session.id);
      return undefined;
    }
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(app.db, session.id);
      session.lastSeenAt = new Date();
    }
    // Only a fresh read starts the cache period, so changes in the database show within it.
    if (!cached) cache.set(key, session);
    return session;
  }

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith(apiRoot) && path !== apiRoot.slice(0, -1)) return;
    if (request.method === 'OPTIONS') return;

    const routeUrl = request.routeOptions.url;
    const matched = routeUrl !== undefined && routeUrl.startsWith(apiRoot);
    const accessPath = matched ? toAccessPattern(routeUrl, apiRoot) : path.slice(apiRoot.length);
    const level = levelOf(accessPath, matched);
    if (level === 'public') return;

    const token = bearerToken(request.headers.authorization);
    const session = token ? await sessionOf(token) : undefined;
    if (!session) throw unauthorized(token ? 'Your session has ended; sign in again' : 'Sign in first');
    request.auth = { sessionId: session.id, status: session.status, user: session.user };

    if (level !== 'pending') {
      if (session.status !== 'full') throw unauthorized('Enter the code of your authenticator app first');
      // A registered route that the access table does not list is refused (deny by default).
      if (level === 'unknown' && matched) throw forbidden('This call is not open to any role');
      if (level !== 'unknown' && !mayCall(accessPath, session.user.roles, matched)) throw forbidden();
    }
  });
});
