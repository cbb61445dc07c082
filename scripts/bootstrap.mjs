#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine that has only Node and npm:
// installs a pinned pnpm into ./.tools (no global install, no corepack), installs the
// workspace, then hands over to the real command (demo or test-all) through pnpm.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const pnpm = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!existsSync(pnpm)) {
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  execFileSync('npm', ['install', '--prefix', tools, `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
}

// Put our pnpm first on PATH so nested scripts that call `pnpm` find it.
const binDir = join(tools, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${binDir}:${process.env.PATH}` };

const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
run(process.execPath, [pnpm, 'install', '--prefer-offline', ...frozen], { env });

const command = process.argv[2] === 'test' ? 'test:all' : 'demo';
run(process.execPath, [pnpm, 'run', command, ...process.argv.slice(3)], { env });
