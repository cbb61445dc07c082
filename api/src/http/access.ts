import { access } from '../shared';

export type ApiLevel = ReturnType<typeof access.apiAccessLevel>;

/**
 * What a registered route needs, stored in its Fastify route config by `route()`: the hook
 * and the handler read it from the route that MATCHED, never from the URL as it was spelled
 * (`/%61pi/...` and absolute-form request lines used to slip past a check on the
 * raw URL, because the router decodes and normalises the path and the check did not).
 */
export interface RouteAccess {
  /** The contract path, `workers/[id]`, as written in the access table. */
  path: string;
  level: ApiLevel;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

// The matcher walks the whole access table; the registered paths are few and so are the
// role sets, so each answer is computed once.
const grants = new Map<string, boolean>();

/** May a FULL session with these roles call this registered path? */
export function mayCall(route: RouteAccess, roles: readonly string[]): boolean {
  if (route.level === 'public' || route.level === 'pending' || route.level === 'signed-in') return true;
  if (route.level !== 'role') return false;
  const key = `${route.path} ${roles.join(',')}`;
  let allowed = grants.get(key);
  if (allowed === undefined) {
    allowed = access.canCallApi(route.path, roles);
    if (grants.size < 50_000) grants.set(key, allowed);
  }
  return allowed;
}
