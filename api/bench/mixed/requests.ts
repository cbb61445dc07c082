import { Agent, request as httpRequest } from 'node:http';
import { api } from '../../src/shared';
import { type Pools } from './prepare';

export const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
export const maybe = (p: number) => Math.random() < p;
export const int = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

interface Req {
  method: 'GET' | 'POST';
  /** Relative to /api, with its query. */
  path: string;
  body?: unknown;
}
export interface Kind {
  /** The contract path: what the figures are grouped by. */
  route: string;
  weight: number;
  make: (p: Pools) => Req | null;
  /** What an answer teaches (a record's new version). */
  after?: (p: Pools, req: Req, status: number, body: string) => void;
}

const qs = (o: Record<string, string | number | undefined | false>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== false && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
export const get = (path: string, query: Record<string, string | number | undefined | false> = {}): Req => {
  const s = qs(query);
  return { method: 'GET', path: s ? `${path}?${s}` : path };
};
export const at = (path: string, id: number | string) => path.replace(/\[id\]$/, String(id));

export const post = (path: string, body: unknown, query?: Record<string, string | number>): Req => ({
  method: 'POST',
  path: query ? `${path}?${qs(query)}` : path,
  body,
});
export const versionOf = (body: string): number | undefined => {
  try {
    const v = (JSON.parse(body) as { data?: { version?: unknown } }).data?.version;
    return typeof v === 'number' ? v : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One HTTP request, its status and body (status 0 and the error's message when it fails).
 * node:http with a keep-alive agent rather than fetch: fetch costs this measuring process about
 * three times the CPU per request (1.0 against 0.3 ms measured here), CPU the API and
 * PostgreSQL share on the same machine.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
export function httpSend(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      res.setEncoding('utf8');
      let body = '';
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err) => resolve({ status: 0, body: err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
    req.end(init.body);
  });
}

/** Records answered 409: read again (as the portal reloads) before their next edit. */
export const staleContacts = new Set<number>();
export const staleWorkers = new Set<number>();

export async function refreshStale(base: string, p: Pools, headers: Record<string, string>) {
  for (const id of [...staleWorkers]) {
    staleWorkers.delete(id);
    const res = await httpSend(`${base}/api/${at(api.workers.getWorker.path, id)}`, { headers });
    const v = res.status === 200 ? versionOf(res.body) : undefined;
    if (v !== undefined) p.workerVersions[id] = v;
  }
  for (const id of [...staleContacts]) {
    staleContacts.delete(id);
    const c = p.contacts.find((x) => x.id === id);
    if (!c) continue;
    const res = await httpSend(`${base}/api/${at(api.clients.getClient.path, c.clientId)}`, { headers });
    if (res.status !== 200) continue;
    const body = JSON.parse(res.body) as { data?: { contacts?: { id: number; version: number }[] } };
    const found = body.data?.contacts?.find((x) => x.id === id);
    if (found) c.version = found.version;
  }
}

export function chooser(kinds: Kind[]) {
  const total = kinds.reduce((s, k) => s + k.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const k of kinds) if ((r -= k.weight) < 0) return k;
    return kinds[kinds.length - 1];
  };
}
