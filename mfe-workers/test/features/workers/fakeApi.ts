import { http, queryClient, setToken } from '@courier/shared';

/** One request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** Path relative to /api (`workers/getWorkers`). */
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export type FakeReply = [status: number, body: unknown];
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type AdapterConfig = Parameters<Adapter>[0];

/**
 * A fake API at the HTTP boundary: the shared axios instance's adapter answers from
 * `handlers` (first that returns a reply wins; none: 404), so the real components, hooks,
 * `callApi` and its error handling run as in the browser.
 */
export function installFakeApi(...handlers: FakeHandler[]) {
  const requests: FakeRequest[] = [];
  const original = http.defaults.adapter;
  const adapter: Adapter = async (config: AdapterConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    let reply: FakeReply | undefined;
    for (const handler of handlers) {
      reply = await handler(request);
      if (reply) break;
    }
    const [status, data] = reply ?? [404, { error: { code: 'NOT_FOUND', message: `No fake for ${request.method} ${request.url}` } }];
    return { data, status, statusText: String(status), headers: {}, config, request: {} };
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    /** Requests of one call (`GET workers/getWorkers`). */
    calls: (method: string, url: string) => requests.filter((r) => r.method === method && r.url === url),
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

export const ok = (data: unknown): FakeReply => [200, { data }];
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>): FakeReply => [
  status,
  { error: { code, message, ...(fields ? { fields } : {}) } },
];

/** A route handler for one method and path. */
export const on =
  (method: string, url: string | RegExp, reply: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeHandler =>
  (request) =>
    request.method === method && (typeof url === 'string' ? request.url === url : url.test(request.url))
      ? reply(request)
      : undefined;

/** Between tests: a fresh cache and a signed-in-like token. */
export function resetClientState() {
  queryClient.clear();
  setToken('test-token');
}
