import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const eq = argv.find((a) => a.startsWith(`${name}=`) || a.startsWith(`--${name.toLowerCase()}=`));
  if (eq) return eq.slice(eq.indexOf('=') + 1);
  const i = argv.indexOf(`--${name.toLowerCase()}`);
  if (i >= 0 && argv[i + 1] && !argv[i + 1].startsWith('--')) return argv[i + 1];
  return process.env[name];
};
const num = (name: string, def: number) => {
  const v = Number(argValue(name) ?? def);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
export const RATE = num('RATE', 100);
export const DURATION_S = num('DURATION', 60);
export const ROUNDS = Math.round(num('ROUNDS', 3));
export const WARMUP_S = Number(argValue('WARMUP') ?? 10);
// Cold by default: staff meet the API right after a deploy or restart; --warm measures a settled one.
export const COLD = !argv.includes('--warm') && !argv.includes('--find-max');
export const FIND_MAX = argv.includes('--find-max');
export const SIZE = argValue('SIZE') ?? 'large';
if (SIZE !== 'large' && SIZE !== 'huge') throw new Error('--size is large or huge');
/** Requests unanswered this long after the last send count as errors. */
export const GRACE_MS = 30_000;
/** Share of writes in the mix. */
export const WRITE_SHARE = 0.1;
export const FIND_MAX_P95_MS = 100;
/** API processes, as production runs them behind the proxy (docs/operations.md: two); the load goes to each in turn. */
// PGlite (no DATABASE_URL) admits one process on its data folder: one API process there.
export const PROCESSES = Math.max(1, Math.round(num('PROCESSES', process.env.DATABASE_URL ? 2 : 1)));

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
