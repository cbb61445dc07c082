#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine that has only Node and npm:
// on a Node older than the project supports, installs Node 24 from npm into ./.tools and
// runs again with it; installs a pinned pnpm into ./.tools (no global install, no corepack),
// installs the workspace, then hands over to the real command (demo or test-all) through pnpm.
// `node scripts/bootstrap.mjs node-path 22` prints the path of a Node 22 (this one if it is
// a 22, else one installed from npm into .tools/node22/): .ci/run runs stages on each.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '10.34.9';
// Keep in step with `engines.node` in package.json.
const NODE_SUPPORTED = 'Node 22 (≥ 22.15) or Node 24';
const NODE_DEFAULT = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const pnpm = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > 22 || (major === 22 && minor >= 15);

/** A Node of this major version: this one, or the npm package node-<os>-<cpu>@<want> in .tools/node<want>/. */
function nodeOf(want) {
  if (major === want && supported) return process.execPath;
  const win = process.platform === 'win32';
  const pkg = `node-${win ? 'win' : process.platform}-${process.arch}`;
  const dir = join(tools, `node${want}`);
  const bin = join(dir, 'node_modules', pkg, 'bin', win ? 'node.exe' : 'node');
  if (!existsSync(bin)) {
    console.error(`Installing Node ${want} (${pkg} from npm) into .tools/node${want}/ ...`);
    spawnSync('npm', ['install', '--prefix', dir, `${pkg}@${want}`, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: root,
      stdio: ['ignore', 2, 2],
    });
  }
  if (spawnSync(bin, ['--version']).status !== 0) {
    console.error(`No Node ${want} from npm for ${process.platform}/${process.arch}. This project runs on ${NODE_SUPPORTED}: install one and run again.`);
    process.exit(1);
  }
  return bin;
}

if (process.argv[2] === 'node-path') {
  console.log(nodeOf(Number(process.argv[3] ?? NODE_DEFAULT)));
  process.exit(0);
}

if (!supported) {
  console.log(`Node ${process.versions.node} is older than ${NODE_SUPPORTED}: running with Node ${NODE_DEFAULT} from .tools/.`);
  run(nodeOf(NODE_DEFAULT), process.argv.slice(1));
  process.exit(0);
}

if (!existsSync(pnpm)) {
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  execFileSync('npm', ['install', '--prefix', tools, `pnpm@${PNPM_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
  });
}

// Put our pnpm first on PATH so nested scripts that call `pnpm` find it, and this Node
// next so that every `node` they start is this one.
const binDir = join(tools, 'node_modules', '.bin');
const env = { ...process.env, PATH: [binDir, dirname(process.execPath), process.env.PATH].join(delimiter) };

const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
run(process.execPath, [pnpm, 'install', '--prefer-offline', ...frozen], { env });

const command = process.argv[2] === 'test' ? 'test:all' : 'demo';
run(process.execPath, [pnpm, 'run', command, ...process.argv.slice(3)], { env });
