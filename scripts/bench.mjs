#!/usr/bin/env node
// `pnpm bench <suite>`: benchmarks that print numbers and ratios (targets are read, not asserted).
//   api  - API throughput and latency on the large seed (api/bench/api.ts, api/bench/lists.ts)
//   web  - bundle sizes, cold load against a bare React page, area switch (e2e/bench/web.ts)
import { pnpmBin, run } from './portal.mjs';

const suites = {
  api: ['--filter', '@courier/api', 'run', 'bench'],
  web: ['--filter', 'e2e', 'run', 'bench'],
};
const wanted = process.argv.slice(2);
const names = wanted.length ? wanted : Object.keys(suites);
const [pnpm, ...pre] = pnpmBin();
for (const name of names) {
  if (!suites[name]) {
    console.error(`unknown bench "${name}"; one of: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n===== bench ${name}`);
  run(pnpm, [...pre, ...suites[name], ...process.argv.slice(3)]);
}
