import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Apis, startApis, stopApis } from './apis';
import { summarize, measured, type Round } from './figures';
import { openLoop } from './load';
import {
  DURATION_S,
  FIND_MAX_P95_MS,
  RATE,
  apiDir,
  SIZE,
  WRITE_SHARE,
  PROCESSES,
  ROUNDS,
  FIND_MAX,
  COLD,
  WARMUP_S,
} from './options';
import { type Pools, prepare } from './prepare';
import { f1, f0, report, growth } from './report';

async function findMax(a: Apis, p: Pools) {
  const passes = async (rate: number) => {
    const r = summarize(...(await measured(a.pids, () => openLoop(a.bases, p, rate, DURATION_S))));
    const ok = r.overall.p95 <= FIND_MAX_P95_MS && r.overall.errors <= 0.01 * r.overall.n;
    console.log(
      `  ${String(Math.round(rate)).padStart(6)} req/s: p95 ${f1(r.overall.p95)} ms, p99 ${f1(r.overall.p99)} ms, errors ${r.overall.errors}, send lag ${f1(r.maxLag)} ms, RSS ${f0(r.rssAfter)} MB -> ${ok ? 'sustained' : 'not sustained'}`,
    );
    return ok;
  };
  console.log(
    `\nFinding the highest rate with p95 <= ${FIND_MAX_P95_MS} ms and < 1 % errors (${DURATION_S} s a step):`,
  );
  let good = 0;
  let bad = 0;
  for (let rate = RATE; rate <= 20_000; rate *= 1.5) {
    if (await passes(rate)) good = rate;
    else {
      bad = rate;
      break;
    }
  }
  for (let i = 0; i < 3 && bad && bad - good > Math.max(5, good * 0.05); i++) {
    const mid = (good + bad) / 2;
    if (await passes(mid)) good = mid;
    else bad = mid;
  }
  console.log(
    `\nHighest rate sustained: ${good ? `${Math.round(good)} req/s` : `none (not even ${RATE} req/s)`}${bad ? `; ${Math.round(bad)} req/s was not` : ''}.`,
  );
}

export async function main() {
  const { pools, env } = await prepare();
  // The compiled API, built from the sources of this checkout (about a second).
  execFileSync(process.execPath, [join(apiDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  console.log(
    `Database ${pools.kind} (${pools.server}), size ${SIZE}: ${pools.clients} clients, ${pools.workerIds.length} workers, ${pools.adminEvents} admin events, ${pools.mondays.length} weeks of shifts, ${pools.rooms.length} rooms with messages.`,
  );
  console.log(
    `Open loop: ${RATE} req/s (${(WRITE_SHARE * 100).toFixed(0)} % writes) to ${PROCESSES} API process${PROCESSES > 1 ? 'es in turn' : ''}, ${DURATION_S} s x ${ROUNDS} round(s), ${FIND_MAX ? 'find-max' : COLD ? 'cold (a fresh API process each round)' : `warm (after ${WARMUP_S} s of untimed load)`}.`,
  );
  const rounds: Round[] = [];
  const startups: number[] = [];
  const rssAtReady: number[] = [];
  if (COLD && !FIND_MAX) {
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await startApis(env);
      try {
        startups.push(a.startup);
        rssAtReady.push(a.rssAtReady);
        const r = summarize(...(await measured(a.pids, () => openLoop(a.bases, pools, RATE, DURATION_S))));
        rounds.push(r);
        console.log(
          `round ${round}: start-up ${f0(a.startup)} ms, p95 ${f1(r.overall.p95)} ms, p99 ${f1(r.overall.p99)} ms, errors ${r.overall.errors}, RSS ${f0(a.rssAtReady)} -> ${f0(r.rssAfter)} MB, API CPU ${r.cpuPerRequest.toFixed(2)} ms a request; p95 of each 10 s: ${r.timeline.map(f0).join(' ')} ms; of each of the first 10 s: ${r.firstSeconds.map(f0).join(' ')} ms; slowest of the first 3 s: ${r.slowestFirst.join(', ')} ms`,
        );
      } finally {
        await stopApis(a);
      }
    }
  } else {
    const a = await startApis(env);
    try {
      startups.push(a.startup);
      rssAtReady.push(a.rssAtReady);
      console.log(`API ready in ${f0(a.startup)} ms, RSS ${f0(a.rssAtReady)} MB.`);
      if (WARMUP_S > 0) {
        const w = summarize(...(await measured(a.pids, () => openLoop(a.bases, pools, RATE, WARMUP_S))));
        console.log(
          `warm-up (${WARMUP_S} s, untimed): p95 ${f1(w.overall.p95)} ms, p99 ${f1(w.overall.p99)} ms, errors ${w.overall.errors}, RSS ${f0(w.rssAfter)} MB`,
        );
      }
      if (FIND_MAX) await findMax(a, pools);
      else
        for (let round = 1; round <= ROUNDS; round++) {
          const r = summarize(...(await measured(a.pids, () => openLoop(a.bases, pools, RATE, DURATION_S))));
          rounds.push(r);
          console.log(
            `round ${round}: p95 ${f1(r.overall.p95)} ms, p99 ${f1(r.overall.p99)} ms, errors ${r.overall.errors}, RSS ${f0(r.rssAfter)} MB, API CPU ${r.cpuPerRequest.toFixed(2)} ms a request; p95 of each 10 s: ${r.timeline.map(f0).join(' ')} ms`,
          );
        }
    } finally {
      await stopApis(a);
    }
  }
  if (rounds.length) {
    report(rounds, startups, rssAtReady);
    if (COLD) growth(rounds, pools.kind);
  }
}
