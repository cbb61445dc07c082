// The composed portal as separate deployments: the API on 4000, the shell on 3000 and each
// remote on its own port. Used by `npm start` (scripts/demo.mjs) and by the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Web apps and their ports. The order is the order of SPEC's areas; one place for ports. */
export const APPS = [
  { name: 'shell', port: 3000, spa: true },
  { name: 'mfe-workers', port: 3001 },
  { name: 'mfe-clients', port: 3002 },
  { name: 'mfe-planning', port: 3003 },
  { name: 'mfe-finance', port: 3004 },
  { name: 'mfe-settings', port: 3005 },
  { name: 'mfe-chat', port: 3006 },
];
export const API_PORT = 4000;

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

/** Builds the web apps one at a time (2 cores: parallel builds only fight each other). */
export function buildApps(apps = APPS) {
  const [cmd, ...pre] = pnpmBin();
  for (const app of apps) {
    console.log(`\n> building ${app.name}`);
    run(cmd, [...pre, '--filter', app.name, 'run', 'build']);
  }
}

/** Migrates and, on an empty database, seeds the small demo data. */
export function prepareDatabase(env) {
  run(tsx, ['src/cli.ts', 'migrate'], { cwd: join(ROOT, 'api'), env });
  run(tsx, ['src/cli.ts', 'seed', '--size', 'small', '--if-empty'], { cwd: join(ROOT, 'api'), env });
}

export function startApi(env, { quiet = false } = {}) {
  return spawn(tsx, ['src/server.ts'], {
    cwd: join(ROOT, 'api'),
    env: { PORT: String(API_PORT), ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

export function startStatic(app, { quiet = false, folder = distOf(app.name) } = {}) {
  return spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'serve-static.mjs'), folder, String(app.port), ...(app.spa ? ['--spa'] : [])],
    { cwd: ROOT, stdio: quiet ? 'ignore' : 'inherit' },
  );
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
  newcomer   not enrolled yet: sign-in leads to /codeqr`;
