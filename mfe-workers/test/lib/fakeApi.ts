import { findEndpoint, http, queryClient, setToken } from '@courier/shared';

/** One request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** Path relative to /api (`workers/getWorkers`). */
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

export type FakeReply = [status: number, body: unknown];
/** Answers a request, or returns undefined to let the next handler try. */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;
type Reply = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** A handler, or the `data` of a 200 answer. */
interface Register {
  (path: string, reply: Reply): void;
  (path: string, data: unknown): void;
}

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;

type StrictCheck = { safeParse(value: unknown): { success: boolean; error?: { issues: StrictIssue[] } } };
type StrictIssue = { code: string; keys?: string[]; path: PropertyKey[] };

/**
 * The body fields the contract does not name, as the API refuses them (its bodies are strict:
 * a 400 naming each unknown field). Fields are only checked against the call's own body schema.
 */
export function unknownBodyFields(method: string, path: string, body: unknown): string[] {
  const schema = findEndpoint(method, path)?.body as { strict?: () => StrictCheck } | undefined;
  if (!schema?.strict || body === null || typeof body !== 'object') return [];
  const result = schema.strict().safeParse(body);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.code === 'unrecognized_keys')
    .flatMap((issue) => (issue.keys ?? []).map((key) => [...issue.path, key].join('.')));
}

/**
 * A fake API at the HTTP boundary: it replaces the adapter of the portal's ONE axios instance,
 * so the real components, hooks, fetchers and `callApi` run as in the browser. The first
 * handler that replies wins; a call no handler answers gets 501 and is recorded. Like the
 * API, a body with a field its contract does not name gets a 400 naming it, before any handler.
 */
export function installFakeApi(...handlers: FakeHandler[]) {
  const requests: FakeRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: Adapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: String(config.url ?? '').replace(/^\//, ''),
      query: { ...((config.params as Record<string, unknown> | undefined) ?? {}) },
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    let reply: FakeReply | undefined;
    const unknown = unknownBodyFields(request.method, request.path, request.body);
    if (unknown.length > 0)
      reply = fail(400, 'BAD_REQUEST', `Invalid fields: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((f) => [f, 'Unknown field'])));
    for (const handler of reply ? [] : handlers) {
      reply = await handler(request);
      if (reply) break;
    }
    const [status, data] = reply ?? fail(501, 'INTERNAL', `No fake for ${request.method} ${request.path}`);
    return { data, status, statusText: String(status), headers: {}, config, request: {} };
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    /** Requests of one call (`GET workers/getWorkers`). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    restore: () => {
      http.defaults.adapter = original;
      queryClient.clear();
    },
  };
}

/**
 * The same fake, with answers registered as the test goes: `api.get(path, data)` answers
 * `{data}` with 200, `api.get(path, handler)` runs the handler; the newest registration of a
 * path wins, so a test can override a default answer.
 */
export function fakeApi() {
  const routes: { method: string; path: string; reply: Reply }[] = [];
  const fake = installFakeApi((request) =>
    [...routes].reverse().find((r) => r.method === request.method && r.path === request.path)?.reply(request),
  );
  const register = (method: 'GET' | 'POST'): Register => (path: string, answer: unknown) => {
    routes.push({ method, path, reply: typeof answer === 'function' ? (answer as Reply) : () => ok(answer) });
  };
  return { ...fake, get: register('GET'), post: register('POST') };
}

export type FakeApi = ReturnType<typeof fakeApi>;

export const ok = (data: unknown): FakeReply => [200, { data }];
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>): FakeReply => [
  status,
  { error: { code, message, ...(fields ? { fields } : {}) } },
];

/** A handler for one method and path (or pattern). */
export const on =
  (method: string, path: string | RegExp, reply: Reply): FakeHandler =>
  (request) =>
    request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path))
      ? reply(request)
      : undefined;

/** Between tests: a fresh cache and a signed-in-like token. */
export function resetClientState() {
  queryClient.clear();
  setToken('test-token');
}
