// Starts and stops the servers of the composed portal for the browser tests, each as its
// own process (like separate deployments), so a test can stop one area's server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- plain ESM helper shared with `npm start`
import { APPS, API_PORT, ROOT, WEB_ORIGINS, distOf, prepareDatabase, staticServerArgs, waitFor } from '../../scripts/portal.mjs';

export interface App {
  name: string;
  port: number;
  spa?: boolean;
}
export const apps = APPS as App[];
export const apiPort = API_PORT as number;
export const root = ROOT as string;
export const apiUrl = `http://localhost:${apiPort}/api`;
export const portalUrl = `http://localhost:${(APPS as App[])[0].port}`;
export const appUrl = (name: string) => `http://localhost:${appByName(name).port}`;

/** Runs on shifted ports (PORT_OFFSET) keep their own data and state, so two can run at once. */
const runName = process.env.PORT_OFFSET && process.env.PORT_OFFSET !== '0' ? `e2e-${process.env.PORT_OFFSET}` : 'e2e';
export const stateDir = join(root, 'test-results', `${runName}-state`);
const pidFile = join(stateDir, 'pids.json');
export const dataDir = join(root, 'data', runName);

type Pids = Record<string, number>;
const readPids = (): Pids => (existsSync(pidFile) ? JSON.parse(readFileSync(pidFile, 'utf8')) : {});
const writePids = (p: Pids) => {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(pidFile, JSON.stringify(p));
};

function detached(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): number {
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  child.unref();
  return child.pid!;
}

export function appByName(name: string): App {
  const app = apps.find((a) => a.name === name);
  if (!app) throw new Error(`unknown app ${name}`);
  return app;
}

/** Starts (or restarts) the static server of one app, serving `folder` (default its dist/). */
export async function startApp(name: string, folder = distOf(name) as string) {
  const app = appByName(name);
  const pid = detached(process.execPath, staticServerArgs(app, folder) as string[], root, process.env);
  writePids({ ...readPids(), [name]: pid });
  await waitFor(`http://127.0.0.1:${app.port}/`, 20_000);
}

/** Stops one app's server, as if its deployment went down. */
export async function stopApp(name: string) {
  const pids = readPids();
  const pid = pids[name];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  delete pids[name];
  writePids(pids);
  const { port } = appByName(name);
  const answering = () => fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  // A server closing gently waits for the browser's idle keep-alive connections: on a busy
  // machine that can take longer than 5 s, and then it is killed, as a crashed deployment.
  for (let i = 0; i < 100; i++) {
    if (!(await answering())) return;
    if (i === 50 && pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} is still answering on ${port}`);
}

/**
 * Starts the API (on DATA_DIR `data`, or on DATABASE_URL's PostgreSQL database when the
 * environment has one) and every app's server; returns the pid of the API's launcher.
 */
export async function startPortal(data = dataDir): Promise<number> {
  const env = { ...process.env, DATA_DIR: data, SESSION_IDLE_MINUTES: '120', CORS_ORIGINS: WEB_ORIGINS as string };
  prepareDatabase(env);
  const apiPid = detached(join(root, 'api', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], join(root, 'api'), {
    ...env,
    PORT: String(apiPort),
  });
  writePids({ api: apiPid });
  for (const app of apps) await startApp(app.name);
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 60_000);
  return apiPid;
}

export function stopPortal() {
  for (const pid of Object.values(readPids())) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  writePids({});
}

export async function assertPortsFree() {
  const busy: number[] = [];
  for (const port of [apiPort, ...apps.map((a) => a.port)]) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      busy.push(port);
    } catch {
      // free
    }
  }
  if (busy.length) {
    throw new Error(`Ports ${busy.join(', ')} are in use (is \`npm start\` running?). Stop it before the browser tests.`);
  }
}
