/**
 * What every API benchmark does around its targets: the API runs in a child process of its
 * own (so that autocannon does not share its event loop), started by the measuring parent
 * and stopped by it; autocannon's latencies are read into the same figures.
 */
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { openLargeData } from './largeData';
import { readAheadsDone } from '../src/http/readAhead';

type Opened = Awaited<ReturnType<typeof openLargeData>>['opened'];

/** The child (`--serve`) serves, the parent measures; either failing ends the process with 1. */
export function runBench(serve: () => Promise<void>, main: () => Promise<void>): void {
  (process.argv.includes('--serve') ? serve() : main()).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** In the child: serves `app` on a loopback port until the parent says stop. Returns the port. */
export async function serveUntilStopped(app: FastifyInstance, opened: Opened): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  // What the areas read ahead after listen (every client's page...) is done before the clock
  // runs: a server up for a while has it, and its reading is no area's cost.
  await readAheadsDone(app);
  const address = app.server.address();
  process.on('message', async () => {
    await app.close();
    await opened.close();
    process.exit(0);
  });
  return typeof address === 'object' && address ? address.port : 0;
}

/** In the parent: forks this script as the server and waits for what it sends once ready. */
export async function startServer<R>(): Promise<{ child: ChildProcess; ready: R }> {
  const child = fork(process.argv[1], ['--serve'], { execArgv: process.execArgv, stdio: 'inherit' });
  const ready = await new Promise<R>((resolve, reject) => {
    child.once('message', (m) => resolve(m as R));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { child, ready };
}

export interface Load {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 200, and connection errors. */
  errors: number;
}

function varied(req: Record<string, unknown>, next: string | { path: string; headers?: Record<string, string> }) {
  if (typeof next === 'string') return { ...req, path: next };
  return { ...req, path: next.path, headers: { ...(req.headers as Record<string, string>), ...next.headers } };
}

/** The min / median / max of several rounds' figures. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

/** autocannon on one URL (or a mix of paths) for `duration` seconds: requests/s and latency percentiles in ms. */
export async function load(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string>,
  /**
   * A new path (with its query), or path and headers (another session), for every request:
   * a varied mix instead of one repeated request.
   */
  nextRequest?: () => string | { path: string; headers?: Record<string, string> },
): Promise<Load> {
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections,
    duration,
    headers,
    ...(nextRequest ? { requests: [{ setupRequest: (req: Record<string, unknown>) => varied(req, nextRequest()) }] } : {}),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 200) errors++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return {
    rps: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: errors + result.errors + result.non2xx,
  };
}
