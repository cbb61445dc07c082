import { canCallApi, getRoles, hasToken, queryClient, todayEndpoints, todayQueryOptions, type TodayAnswer } from '@courier/shared';
import { loadAllowedContributions } from '../areas';
import { takeTodayCall } from './earlyCalls';

/**
 * Opening `/` signed in: the Today calls the roles allow and the areas' parts (their widgets)
 * start with the portal, not once the page has rendered and each area's module has loaded (a
 * chain that kept the calls waiting). The cards then read the calls' answers from the cache;
 * an area with a card not listed in the contract's Today calls simply asks when it shows.
 */
export function prefetchToday(pathname = window.location.pathname): void {
  if (pathname !== '/' || !hasToken()) return;
  prefetchTodayCalls(pathname);
  loadAllowedContributions(getRoles());
}

/**
 * Only the Today calls, before the remotes are known (they wait for the API's address): the
 * portal starts them first. A call already under way or answered is not asked again.
 */
export function prefetchTodayCalls(pathname = window.location.pathname): void {
  if (pathname !== '/' || !hasToken()) return;
  const roles = getRoles();
  for (const endpoint of Object.values(todayEndpoints)) {
    if (!canCallApi(endpoint.path, roles)) continue;
    const options = todayQueryOptions(endpoint);
    // The call the bootstrap started, if any, is the query's first fetch.
    const started = takeTodayCall(endpoint.path) as Promise<TodayAnswer> | undefined;
    void queryClient.prefetchQuery(started ? { ...options, queryFn: () => started } : options);
  }
}
