import axios, { type AxiosInstance, type AxiosResponse, type Method } from 'axios';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from '../contract';
import { apiBaseUrl, configSettled, onConfigChange } from '../config/config';
import { getToken } from '../session/token';
import { ApiError, isCancelled, notifyUnauthorized } from './errors';

/** Request time-out (docs/product.md#constants-and-limits). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** docs/product.md#error-format: statuses 200–499 are accepted by the validator; the call layer still throws on >= 400. */
export const validateStatus = (status: number): boolean => status >= 200 && status <= 499;

/** The ONE axios instance of the portal. */
export const http: AxiosInstance = axios.create({
  baseURL: apiBaseUrl(),
  timeout: REQUEST_TIMEOUT_MS,
  validateStatus,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // The API is another origin of the same site (portal :3000, API :4000): the trusted-device
  // cookie that "Remember this network" sets (httpOnly, SameSite=Strict) must go with auth/login,
  // so every call sends credentials; the API answers CORS with credentials for its listed origins.
  withCredentials: true,
  // Arrays as repeated keys (clientGroups=1&clientGroups=2), what the server parses.
  paramsSerializer: { indexes: null },
});

onConfigChange((config) => {
  http.defaults.baseURL = apiBaseUrl(config);
});

http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Calls whose 401 means "wrong credentials or code", answered on the form itself. */
const AUTH_STEPS = new Set(['auth/login', 'auth/double_auth', 'auth/logout']);

export interface CallOptions<E> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Values of bracketed segments: `workers/[id]` with `{id: 42}`. */
  params?: Record<string, string | number>;
  /** Cancels the request (TanStack Query passes its own; searches abort the previous one). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** File calls: the bytes received so far, and the total when the server announces it. */
  onDownloadProgress?: (progress: { loaded: number; total?: number }) => void;
}

/** `workers/[id]` + `{id: 42}` -> `workers/42`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\[([^\]]+)\]/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function errorFromResponse(response: AxiosResponse): ApiError {
  const body = response.data as
    { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined;
  const error = body && typeof body === 'object' ? body.error : undefined;
  const fields =
    error && error.fields && typeof error.fields === 'object' && !Array.isArray(error.fields)
      ? Object.fromEntries(
          Object.entries(error.fields as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        )
      : {};
  return new ApiError(
    response.status,
    typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
    typeof error?.message === 'string' && error.message
      ? error.message
      : `The request failed (status ${response.status}).`,
    fields,
  );
}

/**
 * Calls an endpoint of the contract and returns the answer's `data`.
 * Throws ApiError on status >= 400 (after a console.debug line), on time-out and network
 * failure; rethrows axios' CanceledError when the signal aborts.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const path = fillPath(endpoint.path, options.params);
  const method = endpoint.method as Method;
  let response: AxiosResponse;
  // The first calls of the sign-in page may start before /config.json has said where the API is.
  await configSettled();
  try {
    response = await http.request({
      url: path,
      method,
      params: options.query,
      data: endpoint.method === 'POST' ? (options.body ?? {}) : undefined,
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    if (isCancelled(error)) throw error;
    // A 5xx is outside validateStatus, so axios throws; it is still the server's answer.
    if (axios.isAxiosError(error) && error.response) {
      const apiError = errorFromResponse(error.response);
      console.debug(
        `[api] ${endpoint.method} /api/${path} -> ${error.response.status} ${apiError.code}: ${apiError.message}`,
      );
      throw apiError;
    }
    const timedOut =
      axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
    console.debug(
      `[api] ${endpoint.method} /api/${path} failed: ${timedOut ? 'time-out' : 'network error'}`,
      error,
    );
    throw new ApiError(
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK',
      timedOut ? 'The server did not answer in time.' : 'The server could not be reached.',
    );
  }
  if (response.status >= 400) {
    const apiError = errorFromResponse(response);
    console.debug(
      `[api] ${endpoint.method} /api/${path} -> ${response.status} ${apiError.code}: ${apiError.message}`,
    );
    if (response.status === 401 && !AUTH_STEPS.has(endpoint.path))
      notifyUnauthorized({ path: endpoint.path });
    throw apiError;
  }
  const body = response.data as { data?: unknown } | null | undefined;
  return (body && typeof body === 'object' && 'data' in body ? body.data : null) as ResponseOf<E>;
}

/**
 * For searches that retype: each call aborts the previous one still running.
 * `const search = createLatestCall(); search((signal) => callApi(ep, {query, signal}))`.
 */
export function createLatestCall() {
  let controller: AbortController | null = null;
  return function latest<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    return run(current.signal).finally(() => {
      if (controller === current) controller = null;
    });
  };
}

/** Files can be large (a month's archive): they may take this long. */
export const FILE_TIMEOUT_MS = 10 * 60_000;

/**
 * Calls a file endpoint of the contract (`endpoint.file`) and returns its bytes and the name the
 * server gave it. Errors are the API's, as for callApi.
 */
export async function callApiFile<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<{ fileName: string; blob: Blob }> {
  const path = fillPath(endpoint.path, options.params);
  await configSettled();
  let response: AxiosResponse<Blob>;
  try {
    response = await http.request<Blob>({
      url: path,
      method: endpoint.method as Method,
      params: options.query,
      signal: options.signal,
      responseType: 'blob',
      timeout: FILE_TIMEOUT_MS,
      onDownloadProgress: options.onDownloadProgress
        ? (event) => options.onDownloadProgress?.({ loaded: event.loaded, total: event.total || undefined })
        : undefined,
      headers: { ...options.headers, Accept: `${endpoint.file ?? 'application/octet-stream'}, application/json` },
    });
  } catch (error) {
    if (isCancelled(error)) throw error;
    if (axios.isAxiosError(error) && error.response) throw await fileError(error.response);
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
  if (response.status >= 400) {
    const apiError = await fileError(response);
    if (response.status === 401) notifyUnauthorized({ path: endpoint.path });
    throw apiError;
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? endpoint.path.split('/').pop()!;
  return { fileName, blob: response.data };
}

/** The API's error envelope of a file call (its body arrives as a Blob). */
async function fileError(response: AxiosResponse): Promise<ApiError> {
  let data: unknown = response.data;
  if (data instanceof Blob) {
    try {
      data = JSON.parse(await blobText(data));
    } catch {
      data = undefined;
    }
  }
  return errorFromResponse({ ...response, data });
}

/** A Blob's text (FileReader: also where Blob.text is missing, as in older DOM implementations). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
