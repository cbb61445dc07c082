// Runs the benchmarks of one folder (`api/bench`, `e2e/bench`): every `<name>.ts` in it but
// the helpers, the general ones first, then each area's file in name order; or only the names
// given on the command line, with the options given (`--cold`, `--size huge`, `RATE=20`) passed
// to each. An area adds its benchmark by adding `bench/<area>.ts`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `folder`: the bench folder; `first`: the general benchmarks, in order; `helpers`: files that are not benchmarks. */
export function runBenchFolder(folder, { first = [], helpers = [], label }) {
  const found = readdirSync(folder)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .filter((n) => !helpers.includes(n));
  const all = [...first.filter((n) => found.includes(n)), ...found.filter((n) => !first.includes(n)).sort()];
  // Options (`--cold`, `--size huge`, `RATE=20`) go to every benchmark run; the rest are names.
  const args = process.argv.slice(2);
  const options = [];
  const wanted = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].includes('=')) options.push(args[i]);
    else if (args[i].startsWith('-')) {
      options.push(args[i]);
      if (args[i] === '--size' && args[i + 1]) options.push(args[++i]);
    } else wanted.push(args[i]);
  }
  for (const name of wanted) {
    if (!all.includes(name)) {
      console.error(`unknown ${label} benchmark "${name}"; one of: ${all.join(', ')}`);
      process.exit(2);
    }
  }
  for (const name of wanted.length ? wanted : all) {
    console.log(`\n----- ${label}/bench/${name}.ts`);
    const r = spawnSync('tsx', [join(folder, `${name}.ts`), ...options], { stdio: 'inherit', cwd: dirname(folder) });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
