import type { AxiosProgressEvent } from 'axios';
import { findEndpoint, http, queryClient, setToken, strictBody } from '../index';

/** One request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** Path relative to /api (`workers/getWorkers`). */
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  /**
   * Reports that `loaded` of `total` bytes of the body are sent, to the caller's
   * `onUploadProgress`, as the browser does during an upload: a handler that reports, then
   * waits, lets a test see a progress bar half way.
   */
  uploadProgress: (loaded: number, total: number) => void;
}

/** The answer's status and body, and its headers when they matter (a file's Content-Disposition). */
export type FakeReply = [status: number, body: unknown, headers?: Record<string, string>];
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** A handler, or the `data` of a 200 answer. */
interface Register {
  (path: string | RegExp, handler: FakeHandler): void;
  (path: string | RegExp, data: unknown): void;
}

type Adapter = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;

/** `{data}` with 200: a successful answer of the API. */
export const ok = (data: unknown): FakeReply => [200, { data }];

/** An error answer of the API (docs/product.md#error-format): `{error: {code, message, fields?}}`. */
export const fail = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): FakeReply => [status, { error: { code, message, ...(fields ? { fields } : {}) } }];

/**
 * The body fields the contract does not name, as the API refuses them (its bodies are strict
 * all the way down: a 400 naming each unknown field by its path, `missions.0.price`). Fields
 * are only checked against the call's own body schema.
 */
export function unknownBodyFields(method: string, path: string, body: unknown): string[] {
  const schema = findEndpoint(method, path)?.body;
  if (!schema || body === null || typeof body !== 'object') return [];
  const result = strictBody(schema).safeParse(body);
  return (result.error?.issues ?? [])
    .filter((issue) => issue.code === 'unrecognized_keys')
    .flatMap((issue) => issue.keys.map((key) => [...issue.path, key].join('.')));
}

const installed: (() => void)[] = [];

/** Between tests: every fake still installed is removed (newest first) and the cache emptied. */
export function restoreFakeApis() {
  while (installed.length > 0) installed.pop()?.();
}
if (typeof afterEach === 'function') afterEach(restoreFakeApis);

/**
 * A fake API at the HTTP boundary: it replaces the adapter of the portal's ONE axios instance,
 * so the real components, hooks, fetchers and `callApi` run as in the browser. Answers are
 * registered as the test goes: `fake.get(path, data)` answers `{data}` with 200,
 * `fake.get(path, handler)` runs the handler (`ok(...)`, `fail(...)`, or a promise of one);
 * the newest registration of a path (or RegExp) wins, so a test can override a default
 * answer. A call nothing answers gets 501. Like the API, a body with a field its contract does
 * not name gets a 400 naming it, before any handler.
 *
 * It starts with an empty query cache and a signed-in-like token, and is removed after each
 * test (or by `restore()`).
 */
export function fakeApi() {
  const requests: FakeRequest[] = [];
  const routes: { method: string; path: string | RegExp; reply: FakeHandler }[] = [];
  const original = http.defaults.adapter;
  queryClient.clear();
  setToken('test-token');

  const answer = async (request: FakeRequest): Promise<FakeReply> => {
    const unknown = unknownBodyFields(request.method, request.path, request.body);
    if (unknown.length > 0)
      return fail(
        400,
        'BAD_REQUEST',
        `Invalid fields: ${unknown.join(', ')}`,
        Object.fromEntries(unknown.map((f) => [f, 'Unknown field'])),
      );
    const route = [...routes]
      .reverse()
      .find(
        (r) =>
          r.method === request.method &&
          (typeof r.path === 'string' ? r.path === request.path : r.path.test(request.path)),
      );
    return route
      ? route.reply(request)
      : fail(501, 'INTERNAL', `No fake for ${request.method} ${request.path}`);
  };

  const adapter: Adapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: String(config.url ?? '').replace(/^\//, ''),
      query: { ...((config.params as Record<string, unknown> | undefined) ?? {}) },
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      uploadProgress: (loaded, total) => {
        const event: AxiosProgressEvent = {
          loaded,
          total,
          progress: loaded / total,
          bytes: loaded,
          lengthComputable: true,
          upload: true,
        };
        config.onUploadProgress?.(event);
      },
    };
    requests.push(request);
    const [status, data, headers = {}] = await answer(request);
    return { data, status, statusText: String(status), headers, config, request: {} };
  };
  http.defaults.adapter = adapter;

  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    http.defaults.adapter = original;
    queryClient.clear();
  };
  installed.push(restore);

  const register =
    (method: 'GET' | 'POST'): Register =>
    (path: string | RegExp, reply: unknown) => {
      routes.push({
        method,
        path,
        reply: typeof reply === 'function' ? (reply as FakeHandler) : () => ok(reply),
      });
    };
  return {
    /** Every request, in order. */
    requests,
    /** Requests of one call (`GET workers/getWorkers`). */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    get: register('GET'),
    post: register('POST'),
    restore,
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
