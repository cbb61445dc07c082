#!/usr/bin/env node
// `npm test`: every test of the project, in the order that fails fastest:
// lint and types, unit and API tests of every package (jest), then the production builds
// (built once, reused by the browser tests) and the Playwright tests of the composed portal.
// Ends with one summary line `test-all: N passed, N failed`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, ROOT, buildApps, missingBuilds, pnpmBin, run } from './portal.mjs';

const [pnpm, ...pre] = pnpmBin();
const reports = join(ROOT, 'test-results', 'summary');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const JEST_PACKAGES = ['@courier/shared', 'shell', ...APPS.slice(1).map((a) => a.name), '@courier/api'];
const only = process.argv.slice(2);
const wanted = (step) => only.length === 0 || only.includes(step);

let passed = 0;
let failed = 0;
const failures = [];

function step(name, fn) {
  console.log(`\n===== ${name}`);
  try {
    fn();
  } catch (e) {
    failures.push(name);
    console.error(`----- ${name} failed: ${e.message}`);
  }
}

function countJest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  return true;
}

if (wanted('static')) {
  step('lint', () => run(pnpm, [...pre, 'run', 'lint']));
  step('typecheck', () => run(pnpm, [...pre, 'run', 'typecheck']));
}

if (wanted('unit')) {
  for (const pkg of JEST_PACKAGES) {
    const out = join(reports, `${pkg.replace(/[@/]/g, '_')}.json`);
    step(`jest ${pkg}`, () => {
      try {
        run(pnpm, [...pre, '--filter', pkg, 'run', 'test', '--ci', '--json', `--outputFile=${out}`]);
      } finally {
        if (!countJest(out)) failed += 1;
      }
    });
  }
}

if (wanted('e2e')) {
  const toBuild = process.env.CI || process.env.REBUILD ? APPS : missingBuilds();
  step('build web apps', () => toBuild.length && buildApps(toBuild));
  const out = join(reports, 'playwright.json');
  step('playwright', () => {
    try {
      run(pnpm, [...pre, '--filter', 'e2e', 'run', 'test'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
    } finally {
      if (existsSync(out)) {
        const s = JSON.parse(readFileSync(out, 'utf8')).stats;
        passed += s.expected + s.flaky;
        failed += s.unexpected;
      } else {
        failed += 1;
      }
    }
  });
}

if (failures.length) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntest-all: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
