import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { strictBody, type Endpoint } from '@courier/shared/contract';
import { access, contract } from '../shared';
import type { AuthContext } from '../types';
import { mayCall, type RouteAccess } from './access';
import { forbidden, unauthorized } from '../domain/errors';
import { tooManyRequests } from './errors';

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type QueryOut<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? Out<Q> : never;
type BodyOut<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? Out<B> : never;
type ResponseOut<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? Out<R> : never;

export interface RouteContext<E extends Endpoint> {
  query: QueryOut<E>;
  body: BodyOut<E>;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  /** The caller's session; throws 401 when absent (only public calls have none). */
  auth(): AuthContext;
}

/** What a call's handler is given and answers: the data of `{data}`. */
export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<ResponseOut<E>>;

export interface RouteOptions {
  /** The largest request body this call takes, over the app's default (http/bodyLimits.ts). */
  bodyLimit?: number;
  /** Requests per IP per minute on this route (@fastify/rate-limit). */
  rateLimitPerMinute?: number;
  /**
   * Requests per signed-in user on this route within `windowMs` (@fastify/rate-limit, counted in
   * the database like the per-IP limit), by user id whatever the address, after the session
   * check and before the body is read; beyond, a 429 saying `tooMany` and when to try again.
   */
  rateLimitPerUser?: { max: number; windowMs: number; tooMany: string };
}

/** The limiter's settings of a route: per IP per minute, or per signed-in user. */
function rateLimitConfig(options: RouteOptions) {
  if (options.rateLimitPerUser) {
    const { max, windowMs, tooMany } = options.rateLimitPerUser;
    return {
      rateLimit: {
        max,
        timeWindow: windowMs,
        // The auth hook ran first (an app hook before this route's): the session says who calls.
        keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`),
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
          tooManyRequests(`${tooMany}; try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`),
      },
    };
  }
  if (options.rateLimitPerMinute) return { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } };
  return {};
}

/** `workers/[id]` -> `/api/workers/:id`. */
export function routeUrl(endpointPath: string): string {
  return `/api/${endpointPath.replace(/\[([^\]]+)\]/g, ':$1')}`;
}

let operationIds: Map<Endpoint, string> | undefined;

/**
 * The OpenAPI operationId of a call: `<area>.<call>` as the contract names it in `api`
 * (`workers.getWorkers`), so it stays the same whatever the path or the method. Throws for an
 * endpoint that is not in `contract.api`.
 */
export function operationId(endpoint: Endpoint): string {
  if (!operationIds) {
    operationIds = new Map();
    for (const [area, group] of Object.entries(contract.api))
      for (const [key, e] of Object.entries(group as Record<string, Endpoint>)) operationIds.set(e, `${area}.${key}`);
  }
  const id = operationIds.get(endpoint);
  if (!id) throw new Error(`${endpoint.method} ${endpoint.path} is not an endpoint of the contract's api object`);
  return id;
}

const answerSchemas = new WeakMap<Endpoint, z.ZodType>();
/**
 * The schema of an endpoint's 200 answer, `{ data }`: one object per endpoint, so that its
 * serializer, compiled once per schema (http/serializer.ts), is the same for the route and for
 * the warm-up (warmUp.ts).
 */
export function answerSchema(endpoint: Endpoint): z.ZodType {
  let schema = answerSchemas.get(endpoint);
  if (!schema) answerSchemas.set(endpoint, (schema = z.object({ data: endpoint.response })));
  return schema;
}

function paramsSchema(endpointPath: string) {
  const names = [...endpointPath.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
  if (names.length === 0) return undefined;
  // A control character (NUL...) in a path segment is a 400 naming it, never a database error.
  const segment = z
    .string()
    .min(1)
    .max(200)
    .refine((v) => !contract.hasControlCharacter(v), 'Must be a single line, without control characters');
  return z.object(Object.fromEntries(names.map((n) => [n, segment])));
}

/**
 * Registers one call of the contract: method, path and schemas all come from the endpoint,
 * so nothing is typed twice. The handler returns the data; the answer is `{data}`.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const level = access.apiAccessLevel(endpoint.path);
  if (level === 'unknown') throw new Error(`${endpoint.path} is not in the access table; add it there before registering it`);
  const routeAccess: RouteAccess = { path: endpoint.path, level };
  const params = paramsSchema(endpoint.path);
  // Bodies are strict all the way down: a field the contract does not name, in the body or in
  // any object inside it, is a 400 naming its path (`missions.1.price`), not ignored. An object
  // the contract declares loose on purpose (a catch-all, e.g. `provisional`) stays so.
  const body = endpoint.body ? strictBody(endpoint.body) : undefined;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[0]],
      // Public calls say so: no security at all, rather than none declared.
      security: level === 'public' ? [] : [{ bearer: [] }],
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(body ? { body } : {}),
      ...(params ? { params } : {}),
      response: {
        // A file call's 200 is its bytes (below), documented as such rather than as JSON.
        200: endpoint.file ? z.string().describe(`The file's bytes (${endpoint.file})`) : answerSchema(endpoint),
        '4xx': contract.errorBody,
        '5xx': contract.errorBody,
      },
    },
    config: {
      access: routeAccess,
      ...rateLimitConfig(options),
    },
    handler: async (request, reply) => {
      // Defence in depth: whatever the hook did, a non-public handler never runs without the
      // session its access level needs.
      if (level !== 'public') {
        const who = request.auth;
        if (!who) throw unauthorized();
        if (level !== 'pending' && (who.status !== 'full' || !mayCall(routeAccess, who.user.roles))) throw forbidden();
      }
      const data = await handler({
        query: request.query as QueryOut<E>,
        body: request.body as BodyOut<E>,
        params: (request.params ?? {}) as Record<string, string>,
        request,
        reply,
        app,
        auth: () => {
          if (!request.auth) throw unauthorized();
          return request.auth;
        },
      });
      if (endpoint.file) {
        const file = data as unknown as { fileName: string; body: unknown };
        return reply
          .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
          // The portal is another origin: it reads the file's name only when told it may.
          .header('access-control-expose-headers', 'content-disposition')
          .type(endpoint.file)
          .send(file.body);
      }
      return { data };
    },
  });
}
