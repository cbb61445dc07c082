import { WRITE_SHARE, GRACE_MS } from './options';
import { type Pools } from './prepare';
import { READS } from './reads';
import { chooser, maybe, httpSend, staleWorkers, staleContacts, refreshStale } from './requests';
import { WRITES } from './writes';

const nextRead = chooser(READS);
const nextWrite = chooser(WRITES);

export interface Sample {
  route: string;
  ms: number;
  status: number;
  /** Length of the answer's body (characters; the answers are JSON, mostly ASCII). */
  size: number;
  /** When it was due, ms after the round began. */
  at: number;
}
export interface LoadResult {
  samples: Sample[];
  /** The latest a request left against its schedule, ms. */
  maxLag: number;
  errorsSeen: Map<string, number>;
}

/** RATE requests/s for `seconds`, on schedule; each latency from its scheduled time. */
export async function openLoop(
  bases: string[],
  p: Pools,
  rate: number,
  seconds: number,
): Promise<LoadResult> {
  const headers = { authorization: `Bearer ${p.token}` };
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const samples: Sample[] = [];
  const errorsSeen = new Map<string, number>();
  const pending = new Map<number, { route: string; scheduled: number }>();
  let maxLag = 0;
  const start = performance.now() + 5;
  const send = (i: number, scheduled: number) => {
    let kind = maybe(WRITE_SHARE) ? nextWrite() : nextRead();
    let req = kind.make(p);
    for (let tries = 0; !req && tries < 10; tries++) {
      kind = nextRead();
      req = kind.make(p);
    }
    if (!req) return;
    const route = kind.route;
    pending.set(i, { route, scheduled });
    const init =
      req.method === 'POST'
        ? {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(req.body),
          }
        : { headers };
    const r = req;
    // Each process in turn, as the proxy's round robin does.
    void httpSend(`${bases[i % bases.length]}/api/${req.path}`, init).then(({ status, body }) => {
      if (!pending.delete(i)) return;
      samples.push({
        route,
        ms: performance.now() - scheduled,
        status,
        size: body.length,
        at: scheduled - start,
      });
      if (status !== 409 && (status < 200 || status >= 300)) {
        const key = `${route} ${status} ${body.slice(0, 160)}`;
        errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
      }
      kind.after?.(p, r, status, body);
    });
  };
  let i = 0;
  while (i < total) {
    const now = performance.now();
    // Every request due by now leaves now (catching up after a slow tick, never skipping one).
    while (i < total && start + i * interval <= now) {
      const scheduled = start + i * interval;
      maxLag = Math.max(maxLag, now - scheduled);
      send(i, scheduled);
      i++;
    }
    if (staleWorkers.size || staleContacts.size) void refreshStale(bases[0], p, headers);
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, Math.max(0, wait - 0.5)));
  }
  const deadline = performance.now() + GRACE_MS;
  while (pending.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // No answer at all: an error, charged the time waited so far.
  for (const [, { route, scheduled }] of pending) {
    samples.push({ route, ms: performance.now() - scheduled, status: 0, size: 0, at: scheduled - start });
    errorsSeen.set(
      `${route} no answer within ${GRACE_MS / 1000} s`,
      (errorsSeen.get(`${route} no answer within ${GRACE_MS / 1000} s`) ?? 0) + 1,
    );
  }
  pending.clear();
  return { samples, maxLag, errorsSeen };
}
