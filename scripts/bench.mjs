#!/usr/bin/env node
// `pnpm bench <suite>`: benchmarks that print numbers and ratios (targets are read, not asserted).
//   api  - API throughput and latency on the large seed (every api/bench/<name>.ts, or the named ones;
//          `pnpm bench api mixed --cold`: the open-loop mixed load, docs/architecture.md)
//   web  - bundle sizes, cold load, area switch (e2e/bench/web.ts), then each area's e2e/bench/<area>.ts
// DATABASE_URL=postgres://... runs `api` and `web pages` with the API on that PostgreSQL database
// (seeded with the large seed once; `web pages` also makes it if missing), as production runs; else
// on PGlite in data/.
import { pnpmBin, run } from './portal.mjs';

const suites = {
  api: ['--filter', '@courier/api', 'run', 'bench'],
  web: ['--filter', 'e2e', 'run', 'bench'],
};
// `pnpm bench api clients` runs one suite with its own names (here api/bench/clients.ts);
// `pnpm bench` runs every suite whole.
const [suite, ...names] = process.argv.slice(2);
const [pnpm, ...pre] = pnpmBin();
if (suite && !suites[suite]) {
  console.error(`unknown bench "${suite}"; one of: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
for (const name of suite ? [suite] : Object.keys(suites)) {
  console.log(`\n===== bench ${name}`);
  run(pnpm, [...pre, ...suites[name], ...(suite ? names : [])]);
}
