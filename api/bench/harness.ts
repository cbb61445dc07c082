/**
 * What every API benchmark does around its targets: the API runs in a child process of its
 * own (so that autocannon does not share its event loop), started by the measuring parent
 * and stopped by it; autocannon's latencies are read into the same figures.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { openLargeData } from './largeData';

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

/**
 * CPU time a process has used, in ms (utime + stime of /proc/<pid>/stat, 10 ms ticks): divided
 * by the requests of a load, the CPU one request costs, which the other work on the machine
 * does not inflate the way it inflates latencies. On one free core, a load of 20 connections
 * waits about 20 x that per request.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What every API bench runs with: BENCH_SECONDS per target (10), BENCH_ROUNDS rounds (3), 20 connections. */
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = 20;

/** What `measureRounds` found for one target: one figure per round. */
export interface RoundFigures {
  p95: number[];
  rps: number[];
  /** The server's CPU time (ms) per answered request (cpuMs): p95 at 20 connections ~ 20 x this on one free core. */
  cpu: number[];
  errors: number;
}

/**
 * Every target loaded in turn, ROUNDS times over, each for DURATION_S at CONNECTIONS (so a slow
 * moment of the machine falls on one round of each, not on every round of one): the figures
 * per target, in order.
 */
export async function measureRounds(o: {
  base: string;
  headers: Record<string, string>;
  serverPid: number;
  targets: [string, () => string][];
  /** Run after each load, before the next (e.g. one request that waits for the ones still running). */
  afterEach?: () => Promise<unknown>;
  /** Seconds of untimed load on each target before the rounds (JIT, pages made once, the database's caches). */
  warmUpSeconds?: number;
}): Promise<Map<string, RoundFigures>> {
  const out = new Map<string, RoundFigures>(o.targets.map(([name]) => [name, { p95: [], rps: [], cpu: [], errors: 0 }]));
  for (const [, next] of o.targets) {
    await load(o.base, CONNECTIONS, o.warmUpSeconds ?? 1, o.headers, next);
    await o.afterEach?.();
  }
  for (let round = 1; round <= ROUNDS; round++)
    for (const [name, next] of o.targets) {
      const before = cpuMs(o.serverPid);
      const figures = await load(o.base, CONNECTIONS, DURATION_S, o.headers, next);
      const requests = figures.rps * DURATION_S;
      const f = out.get(name)!;
      f.cpu.push(requests > 0 ? (cpuMs(o.serverPid) - before) / requests : NaN);
      await o.afterEach?.();
      f.p95.push(figures.p95);
      // BENCH_TRACE=1: each round's figure as it comes, with the machine's load (to tell a slow round from a slow target).
      if (process.env.BENCH_TRACE)
        console.error(`round ${round} ${name}: p95 ${figures.p95.toFixed(1)} ms, load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
      f.rps.push(figures.rps);
      f.errors += figures.errors;
    }
  return out;
}

/** This process's resident memory now and at its peak (VmRSS, VmHWM), MB: for the benches that run the code in-process. */
export function ownMemory(): string {
  const status = readFileSync('/proc/self/status', 'utf8');
  const mb = (name: string) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) / 1024);
  return `RSS ${mb('VmRSS')} MB (peak ${mb('VmHWM')} MB)`;
}

/** `min / median / max` of several rounds, in seconds. */
export function secondsSpread(ms: number[]): string {
  const s = spread(ms);
  return `${(s.min / 1000).toFixed(2)} / ${(s.median / 1000).toFixed(2)} / ${(s.max / 1000).toFixed(2)} s`;
}
