import { cpuMs } from '../harness';
import { memory } from './apis';
import { type Sample, type LoadResult } from './load';

function percentile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
}
export function spread(values: number[]) {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return { min: s[0] ?? NaN, median: s[Math.floor(s.length / 2)] ?? NaN, max: s[s.length - 1] ?? NaN };
}
export interface RouteFigures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  conflicts: number;
  errors: number;
  /** Median answer size, kB. */
  kb: number;
}
function figures(samples: Sample[]): RouteFigures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    p99: percentile(ms, 0.99),
    conflicts: samples.filter((s) => s.status === 409).length,
    errors: samples.filter((s) => s.status !== 409 && (s.status < 200 || s.status >= 300)).length,
    kb:
      percentile(
        samples.map((s) => s.size).sort((a, b) => a - b),
        0.5,
      ) / 1000,
  };
}

export interface Round {
  overall: RouteFigures;
  routes: Map<string, RouteFigures>;
  rssAfter: number;
  peak: number;
  maxLag: number;
  errorsSeen: Map<string, number>;
  /** p95 of each 10 s of the round, in order: how long a cold start weighs. */
  timeline: number[];
  /** p95 of each second of the first 10 s: what the cold start itself costs. */
  firstSeconds: number[];
  /** The slowest calls of the first 3 s (route and ms): which ones a cold start holds up. */
  slowestFirst: string[];
  /** API processes' CPU per request, ms: what other work on the machine hardly inflates. */
  cpuPerRequest: number;
  /** VmRSS of all the API processes together, MB (rssAfter and peak are the largest process's). */
  rssTotal: number;
}

/** A load and the API process's CPU time before it, for summarize(). */
export async function measured(
  pids: number[],
  run: () => Promise<LoadResult>,
): Promise<[LoadResult, number[], number]> {
  const before = totalCpuMs(pids);
  return [await run(), pids, before];
}
const totalCpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

function timeline(samples: Sample[], windowMs: number): number[] {
  const windows: number[][] = [];
  for (const s of samples) (windows[Math.floor(s.at / windowMs)] ??= []).push(s.ms);
  return [...windows].map((w) =>
    percentile(
      (w ?? []).sort((a, b) => a - b),
      0.95,
    ),
  );
}

export function summarize(load: LoadResult, pids: number[], cpuBefore: number): Round {
  const byRoute = new Map<string, Sample[]>();
  for (const s of load.samples) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s]);
  const memories = pids.map(memory);
  const rss = Math.max(...memories.map((m) => m.rss));
  const peak = Math.max(...memories.map((m) => m.peak));
  return {
    overall: figures(load.samples),
    routes: new Map([...byRoute].map(([r, s]) => [r, figures(s)])),
    rssAfter: rss,
    peak,
    maxLag: load.maxLag,
    errorsSeen: load.errorsSeen,
    timeline: timeline(load.samples, 10_000),
    firstSeconds: timeline(
      load.samples.filter((s) => s.at < 10_000),
      1_000,
    ),
    slowestFirst: load.samples
      .filter((s) => s.at < 3_000)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((s) => `${s.route} ${s.ms.toFixed(0)} (sent at ${(s.at / 1000).toFixed(2)} s)`),
    cpuPerRequest: (totalCpuMs(pids) - cpuBefore) / Math.max(1, load.samples.length),
    rssTotal: memories.reduce((sum, m) => sum + m.rss, 0),
  };
}
