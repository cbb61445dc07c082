// The composed portal as separate deployments: the API on 4000, the shell on 3000 and each
// remote on its own port. Used by `npm start` (scripts/demo.mjs) and by the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The facts of each area, written once (shared/src/areas/areas.json): package, port, federation name. */
export const AREAS_FILE = JSON.parse(readFileSync(join(ROOT, 'shared', 'src', 'areas', 'areas.json'), 'utf8'));

/**
 * Web apps and their ports, from areas.json: the shell, then the areas in the order of
 * docs/product.md#areas-and-routes.
 * PORT_OFFSET shifts every port (the browser tests use it to run beside a running demo):
 * the shell is then served with a remotes.json and config.json that point at the shifted ports.
 */
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
export const APPS = [
  { name: AREAS_FILE.host.package, port: AREAS_FILE.host.port, spa: true, federationName: null },
  ...AREAS_FILE.areas.map((a) => ({ name: a.package, port: a.port, federationName: a.federationName })),
].map((app) => ({ ...app, port: app.port + OFFSET }));
export const API_PORT = 4000 + OFFSET;

/** Origins of the web apps, for the API's CORS setting. */
export const WEB_ORIGINS = APPS.flatMap((a) => [`http://localhost:${a.port}`, `http://127.0.0.1:${a.port}`]).join(',');

/**
 * The run-time files of the shell for these ports (remotes.json: area -> manifest URL;
 * config.json: API host), written to a folder served in front of the shell's dist/.
 */
export function shellRuntimeOverlay() {
  if (OFFSET === 0) return null;
  const dir = join(ROOT, 'data', `shell-runtime-${OFFSET}`);
  mkdirSync(dir, { recursive: true });
  const remotes = Object.fromEntries(
    APPS.filter((a) => a.federationName).map((a) => [a.federationName, `http://localhost:${a.port}/mf-manifest.json`]),
  );
  const config = JSON.parse(readFileSync(join(ROOT, 'shell', 'public', 'config.json'), 'utf8'));
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify(remotes, null, 2));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...config, apiHost: `http://localhost:${API_PORT}` }, null, 2));
  return dir;
}

const tsx = join(ROOT, 'api', 'node_modules', '.bin', 'tsx');

export function pnpmBin() {
  const local = join(ROOT, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  return existsSync(local) ? [process.execPath, local] : ['pnpm'];
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

export function distOf(app) {
  return join(ROOT, app, 'dist');
}

export function missingBuilds() {
  return APPS.filter((a) => !existsSync(join(distOf(a.name), a.name === 'shell' ? 'index.html' : 'mf-manifest.json')));
}

/**
 * Production builds of the web apps, two at a time: a webpack build keeps about one core busy,
 * so a second one in parallel uses the other core of a small machine (CI's two) without slowing
 * the first much.
 */
export function buildApps(apps = APPS) {
  const [cmd, ...pre] = pnpmBin();
  console.log(`\n> building ${apps.map((a) => a.name).join(', ')}`);
  run(cmd, [...pre, ...apps.flatMap((a) => ['--filter', a.name]), '--workspace-concurrency=2', 'run', 'build']);
}

/** Migrates and, on an empty database, seeds the small demo data. */
export function prepareDatabase(env) {
  run(tsx, ['src/cli.ts', 'migrate'], { cwd: join(ROOT, 'api'), env });
  run(tsx, ['src/cli.ts', 'seed', '--size', 'small', '--if-empty'], { cwd: join(ROOT, 'api'), env });
}

export function startApi(env, { quiet = false } = {}) {
  return spawn(tsx, ['src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env: { CORS_ORIGINS: WEB_ORIGINS, ...env, PORT: String(API_PORT) },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

/** Arguments of scripts/serve-static.mjs for one app. */
export function staticServerArgs(app, folder = distOf(app.name)) {
  const overlay = app.name === 'shell' ? shellRuntimeOverlay() : null;
  return [
    join(ROOT, 'scripts', 'serve-static.mjs'),
    folder,
    String(app.port),
    ...(app.spa ? ['--spa'] : []),
    ...(overlay ? ['--overlay', overlay] : []),
  ];
}

export function startStatic(app, { quiet = false, folder = distOf(app.name) } = {}) {
  return spawn(process.execPath, staticServerArgs(app, folder), { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit' });
}

/** Waits until a URL answers (any status below 500). */
export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export const DEMO_ACCOUNTS = `Demo accounts (password courier-demo-2026; second-step code from any authenticator app
with the secret MNXXK4TJMVZC24DPOJ2GC3BNMRSW23ZB, or: pnpm --filter @courier/api cli totp --login admin):
  admin      every role
  workers, retrib, settings, vehicles, finance, clients, chat, cfrusers, shifts, regular
             one role each, named after it
  planner    SHIFTS + REGULAR + WORKERS
  noroles    no role (sees no links)
  newcomer   not enrolled yet: sign-in leads to /codeqr
  firstday   one-time password: chooses a new one (12+ characters) before the code`;
