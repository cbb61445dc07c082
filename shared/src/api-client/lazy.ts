import type { Endpoint, ResponseOf } from '../contract';
import type { CallOptions } from './client';

/**
 * callApi, with the client (and axios, about 55 KB minified) loaded on the first call: the
 * sign-in page shows its form before parsing them (cold load <= 1.3x a bare React
 * page). In the portal the client is already in the page, so the import costs nothing.
 */
const loadClient = () => import(/* webpackChunkName: "api-client" */ './client');

/** Starts loading the client ahead of the first call (the sign-in page: when the user starts typing). */
export function preloadApiClient(): void {
  void loadClient();
}

export async function callApiLazily<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>> {
  const { callApi } = await loadClient();
  return callApi(endpoint, options);
}
