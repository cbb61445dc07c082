import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@courier/shared/contract';
import { route, type RouteHandler, type RouteOptions } from './route';

/** A call with options of its own (a rate limit, a larger body). */
export interface CallWithOptions<E extends Endpoint> {
  handler: RouteHandler<E>;
  options: RouteOptions;
}

/** A call whose route is not a plain handler (the chat socket): it registers itself. */
export interface SelfRegisteredCall<E extends Endpoint> {
  register: (app: FastifyInstance, endpoint: E) => void;
}

export type CallRegistration<E extends Endpoint> =
  RouteHandler<E> | CallWithOptions<E> | SelfRegisteredCall<E>;

/** One registration for each call of an area: a call missing, or one the area does not have, is a type error. */
export type AreaTable<A extends Record<string, Endpoint>> = { [K in keyof A]: CallRegistration<A[K]> };

/**
 * Registers every call of a contract area (`api.vehicles`) from one table of handlers, each
 * through route(): method, path, schemas and access come from the contract.
 */
export function areaRoutes<A extends Record<string, Endpoint>>(
  app: FastifyInstance,
  area: A,
  table: AreaTable<A>,
): void {
  for (const name of Object.keys(area) as (keyof A & string)[]) {
    const endpoint = area[name];
    const call: CallRegistration<Endpoint> | undefined = table[name] as
      CallRegistration<Endpoint> | undefined;
    if (!call) throw new Error(`${endpoint.path} has no handler in its area's table`);
    if (typeof call === 'function') route(app, endpoint, call);
    else if ('register' in call) call.register(app, endpoint);
    else route(app, endpoint, call.handler, call.options);
  }
}
