import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { api } from '../../src/shared';
import { productionNodeOptions } from '../../scripts/production-node-options.mjs';
import { PROCESSES, apiDir } from './options';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** VmRSS and VmHWM (peak) of a process, MB. */
export function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Api {
  child: ChildProcess;
  base: string;
  /** Fork to the first /health 200, ms. */
  startup: number;
  rssAtReady: number;
}

/** The PROCESSES API processes of a round. */
export interface Apis {
  processes: Api[];
  bases: string[];
  pids: number[];
  /** Fork to the first /health 200 of the slowest process, ms. */
  startup: number;
  /** VmRSS at ready of the largest process, MB. */
  rssAtReady: number;
}

/** One after the other (each start-up its own, as a rolling restart makes them); the load starts when all answer. */
export async function startApis(env: NodeJS.ProcessEnv): Promise<Apis> {
  const processes: Api[] = [];
  try {
    for (let i = 0; i < PROCESSES; i++) processes.push(await startApi(env));
  } catch (err) {
    // The ones already up are stopped: left running, they would hold the port and the data folder.
    await Promise.all(processes.map(stopApi));
    throw err;
  }
  return {
    processes,
    bases: processes.map((a) => a.base),
    pids: processes.map((a) => a.child.pid!),
    startup: Math.max(...processes.map((a) => a.startup)),
    rssAtReady: Math.max(...processes.map((a) => a.rssAtReady)),
  };
}

export const stopApis = (a: Apis) => Promise.all(a.processes.map(stopApi));

/** The real server (`dist/server.js`, as production runs it) in a child process; resolves at its first /health 200. */
async function startApi(env: NodeJS.ProcessEnv): Promise<Api> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = fork(join(apiDir, 'dist', 'server.js'), [], {
    cwd: apiDir,
    execArgv: [
      ...productionNodeOptions(),
      ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: { ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== undefined) throw new Error(`the API process exited (${exited}) before answering /health`);
    if (performance.now() - t0 > 600_000) throw new Error('the API did not answer /health within 10 minutes');
    const ok = await fetch(`${base}/api/${api.auth.health.path}`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startup = performance.now() - t0;
  return { child, base, startup, rssAtReady: memory(child.pid!).rss };
}

async function stopApi(a: Api) {
  if (a.child.exitCode !== null) return;
  const exited = new Promise((r) => a.child.once('exit', r));
  a.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (a.child.exitCode === null) a.child.kill('SIGKILL');
}
