import { http, queryClient } from '@courier/shared';

/** One request the page sent, as the server would see it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

type Reply = [status: number, body: unknown];
type Handler = (req: SeenRequest) => Reply | Promise<Reply>;

/** A handler, or the `data` of a 200 answer. */
interface Register {
  (path: string, handler: Handler): void;
  (path: string, data: unknown): void;
}

/**
 * A fake API at the HTTP boundary: it replaces the adapter of the portal's ONE axios instance,
 * so the real components, hooks, fetchers and `callApi` run unchanged. Handlers answer by
 * method and path (relative to /api); an unexpected call answers 501 and is recorded.
 */
export function fakeApi() {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const requests: SeenRequest[] = [];
  const original = http.defaults.adapter;

  http.defaults.adapter = async (config) => {
    const req: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: String(config.url ?? '').replace(/^\//, ''),
      query: { ...((config.params as Record<string, unknown> | undefined) ?? {}) },
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    requests.push(req);
    // Newest handler first, so a test can override a default answer.
    const route = [...routes].reverse().find((r) => r.method === req.method && r.path === req.path);
    const [status, data] = route
      ? await route.handler(req)
      : [501, { error: { code: 'INTERNAL', message: `No fake for ${req.method} ${req.path}` } }];
    return { data, status, statusText: String(status), headers: {}, config, request: {} };
  };

  const on = (method: 'GET' | 'POST', path: string, handler: Handler | unknown) => {
    routes.push({
      method,
      path,
      handler: typeof handler === 'function' ? (handler as Handler) : () => [200, { data: handler }],
    });
  };

  return {
    /** Answers `{data}` with status 200, or runs a handler returning [status, body]. */
    get: ((path: string, handler: unknown) => on('GET', path, handler)) as Register,
    post: ((path: string, handler: unknown) => on('POST', path, handler)) as Register,
    requests,
    /** The requests to one path. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    restore: () => {
      http.defaults.adapter = original;
      queryClient.clear();
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>): Reply => [
  status,
  { error: { code, message, ...(fields ? { fields } : {}) } },
];
