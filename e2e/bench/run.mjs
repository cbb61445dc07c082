#!/usr/bin/env node
// `pnpm bench web [name ...]`: runs e2e/bench/<name>.ts one after the other (each seeds or
// reuses the large data set and prints its own figures). Without names: every benchmark
// of this folder, the general one first (web), then each area's file in name order.
// An area adds its benchmark by adding `bench/<area>.ts`; nothing to register.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const NOT_BENCHMARKS = new Set();
const FIRST = ['web'];
const found = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
  .map((f) => f.slice(0, -3))
  .filter((n) => !NOT_BENCHMARKS.has(n));
const all = [...FIRST.filter((n) => found.includes(n)), ...found.filter((n) => !FIRST.includes(n)).sort()];
const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!all.includes(name)) {
    console.error(`unknown web benchmark "${name}"; one of: ${all.join(', ')}`);
    process.exit(2);
  }
}
for (const name of wanted.length ? wanted : all) {
  console.log(`\n----- e2e/bench/${name}.ts`);
  const r = spawnSync('tsx', [join(here, `${name}.ts`)], { stdio: 'inherit', cwd: dirname(here) });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
