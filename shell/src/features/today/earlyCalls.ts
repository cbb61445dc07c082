import { callApi, canCallApi, getRoles, hasToken } from '@courier/shared/core';
import { todayEndpoints } from '@courier/shared/contract';

const early = new Map<string, Promise<unknown>>();
/** The portal asked for them: too late to start any (it made its own). */
let taken = false;

/**
 * On `/` with a session, the Today calls the roles allow start as soon as the portal's first
 * script runs, before the portal's code (the UI kit, the areas) has loaded and run: on a
 * loaded machine that code took most of a second, and the calls waited for it. The query
 * cache takes each call over (`takeTodayCall`); a call never taken costs only its request.
 */
export function startTodayCalls(pathname = window.location.pathname): void {
  if (taken || pathname !== '/' || !hasToken()) return;
  const roles = getRoles();
  for (const endpoint of Object.values(todayEndpoints)) {
    if (!canCallApi(endpoint.path, roles) || early.has(endpoint.path)) continue;
    const call = callApi(endpoint);
    // Its failure is the query's, once taken (the card says it); none is unhandled meanwhile.
    call.catch(() => undefined);
    early.set(endpoint.path, call);
  }
}

/** The call started early for this Today path, once: the query cache takes it over. */
export function takeTodayCall(path: string): Promise<unknown> | undefined {
  taken = true;
  const call = early.get(path);
  early.delete(path);
  return call;
}

/** Tests only: as in a new page. */
export function resetTodayCalls(): void {
  taken = false;
  early.clear();
}
