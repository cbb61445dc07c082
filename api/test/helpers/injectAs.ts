import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { BodyOf, Endpoint, ErrorBody, QueryOf, ResponseOf } from '@courier/shared/contract';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * An answer as a test reads it. `body` is `{data}` after a 2xx and `{error}` otherwise: both
 * are typed so a test reads the one its status says (`body.data.id`, `body.error.fields`).
 */
export interface Answer<E extends Endpoint = Endpoint> {
  status: number;
  body: { data: ResponseOf<E>; error: ErrorBody['error'] };
}

/** Query strings are text: the contract's names, any printable value (a 400 test sends bad ones). */
export type QueryInput<E extends Endpoint> = { [K in keyof QueryOf<E>]?: string | number | boolean | readonly string[] };

/** Values of the bracketed segments of the endpoint's path: `{ id: 7 }` for `workers/[id]`. */
export type PathParams = Record<string, string | number>;

/**
 * Calls of the contract for one signed-in user: `await as.get(api.workers.getWorkers, { search: 'x' })`,
 * `await as.post(api.workers.addWorker, body)`. Bodies are typed by the contract; the
 * `…Unchecked` variants take anything, for the tests of refused input.
 */
export interface TypedInject {
  get<E extends Endpoint>(endpoint: E, query?: QueryInput<E>, params?: PathParams): Promise<Answer<E>>;
  post<E extends Endpoint>(endpoint: E, body: BodyOf<E>, params?: PathParams): Promise<Answer<E>>;
  getUnchecked<E extends Endpoint>(endpoint: E, query?: Record<string, unknown>, params?: PathParams): Promise<Answer<E>>;
  postUnchecked<E extends Endpoint>(endpoint: E, body: unknown, params?: PathParams): Promise<Answer<E>>;
}

/** `workers/[id]` + `{ id: 'PAR-0001' }` -> `/api/workers/PAR-0001`; a missing value throws. */
export function endpointUrl(endpoint: Endpoint, params: PathParams = {}): string {
  const path = endpoint.path.replace(/\[([^\]]+)\]/g, (_all, name: string) => {
    if (params[name] === undefined) throw new Error(`${endpoint.path}: no value for [${name}]`);
    return encodeURIComponent(String(params[name]));
  });
  return `/api/${path}`;
}

export function asAnswer<E extends Endpoint>(res: LightMyRequestResponse): Answer<E> {
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

function queryString(query: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return out;
}

/** The typed calls over an inject that already carries the session (TestApp.injectAs). */
export function typedInject(inject: Inject): TypedInject {
  const get = async <E extends Endpoint>(endpoint: E, query: Record<string, unknown> = {}, params?: PathParams) => {
    if (endpoint.method !== 'GET') throw new Error(`${endpoint.path} is a ${endpoint.method} call`);
    return asAnswer<E>(await inject({ method: 'GET', url: endpointUrl(endpoint, params), query: queryString(query) }));
  };
  const post = async <E extends Endpoint>(endpoint: E, body: unknown, params?: PathParams) => {
    if (endpoint.method !== 'POST') throw new Error(`${endpoint.path} is a ${endpoint.method} call`);
    return asAnswer<E>(await inject({ method: 'POST', url: endpointUrl(endpoint, params), payload: body as object }));
  };
  return { get, post, getUnchecked: get, postUnchecked: post };
}

/** The fields a refusal names (`error.fields`), sorted: `expect(fieldNames(res)).toEqual(['email', 'version'])`. */
export function fieldNames(answer: Answer): string[] {
  return Object.keys(answer.body.error?.fields ?? {}).sort();
}
