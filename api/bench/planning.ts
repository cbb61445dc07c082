/**
 * `pnpm --filter @courier/api exec tsx bench/planning.ts` (also run by `pnpm bench api`): the
 * Planning area's reads on the large seed (2,000 workers, ~200,000 shifts), as planners use
 * them: each request draws its week, page, date, agency, client, search or id at random from the
 * seed. The first read of each week is timed and printed first (a cold read of its rows), then
 * the targets. 20 connections,
 * BENCH_SECONDS (default 10) per target, BENCH_ROUNDS rounds (default 3); prints each target's
 * p95 per round and its spread (min / median / max).
 * Target: getShifts of one week (all workers) and getDaySummary p95 <= 50 ms;
 * getRegularMissions with 1,000 rows p95 <= 50 ms; on PGlite and on PostgreSQL (DATABASE_URL).
 */
import { readFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import { measureRounds, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

interface Ready {
  port: number;
  token: string;
  kind: string;
  mondays: string[];
  dates: string[];
  agencyIds: number[];
  clientIds: number[];
  shiftIds: number[];
  regularIds: number[];
  terms: string[];
  shiftsPerWeek: number;
  workers: number;
}

const addDays = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};

async function serve() {
  const { config, opened } = await openLargeData();
  await analyze(opened);
  const db = opened.db;
  const session = await adminSession(opened);
  const range = await db
    .selectFrom('shifts')
    .select((eb) => [
      eb.fn.min('date').as('first'),
      eb.fn.max('date').as('last'),
      eb.fn.countAll<number>().as('n'),
    ])
    .executeTakeFirstOrThrow();
  const first = String(range.first);
  const last = String(range.last);
  const mondays: string[] = [];
  let m = addDays(first, (8 - new Date(`${first}T12:00:00Z`).getUTCDay()) % 7);
  while (addDays(m, 6) <= last) {
    mondays.push(m);
    m = addDays(m, 7);
  }
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) dates.push(d);
  const agencies = await db.selectFrom('agencies').select('id').execute();
  const clients = await db.selectFrom('regular_missions').select('client_id').distinct().execute();
  const shifts = await db.selectFrom('shifts').select('id').orderBy('id').execute();
  const regular = await db.selectFrom('regular_missions').select(['id', 'name']).execute();
  const workers = await db
    .selectFrom('workers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const terms = [...new Set(regular.flatMap((r) => [3, 5].map((n) => r.name.slice(0, n).toLowerCase())))];
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  const ready: Ready = {
    port: await serveUntilStopped(app, opened),
    token: session.token,
    kind: opened.kind,
    mondays,
    dates,
    agencyIds: agencies.map((a) => a.id),
    clientIds: clients.map((c) => c.client_id),
    shiftIds: shifts.filter((_, i) => i % 50 === 0).map((s) => s.id),
    regularIds: regular.map((r) => r.id),
    terms,
    shiftsPerWeek: Math.round((Number(range.n) / dates.length) * 7),
    workers: Number(workers.n),
  };
  process.send?.(ready);
}


const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const maybe = (p: number) => Math.random() < p;

function targets(r: Ready): [string, () => string][] {
  return [
    [
      'planning/getShifts (week, all workers, 300 rows, rnd page)',
      () => {
        const monday = pick(r.mondays);
        return `/api/planning/getShifts?dateStart=${monday}&dateEnd=${addDays(monday, 6)}&page=${1 + Math.floor(Math.random() * Math.ceil(r.workers / 300))}&pageSize=300`;
      },
    ],
    [
      'planning/getShifts (week, all workers, default 100 rows)',
      () => {
        const monday = pick(r.mondays);
        return `/api/planning/getShifts?dateStart=${monday}&dateEnd=${addDays(monday, 6)}&page=${1 + Math.floor(Math.random() * Math.ceil(r.workers / 100))}`;
      },
    ],
    [
      'planning/getShifts (week, random agency or client)',
      () => {
        const monday = pick(r.mondays);
        const filter = maybe(0.5) ? `agencyIds=${pick(r.agencyIds)}` : `clientIds=${pick(r.clientIds)}`;
        return `/api/planning/getShifts?dateStart=${monday}&dateEnd=${addDays(monday, 6)}&${filter}&pageSize=300`;
      },
    ],
    [
      'planning/getDaySummary (random date, agency 30%)',
      () =>
        `/api/planning/getDaySummary?date=${pick(r.dates)}${maybe(0.3) ? `&agencyIds=${pick(r.agencyIds)}` : ''}`,
    ],
    ['planning/getShiftById (random shift)', () => `/api/planning/getShiftById?shiftId=${pick(r.shiftIds)}`],
    [
      'regularMissions/getRegularMissions (1000 rows; mix)',
      () =>
        `/api/regularMissions/getRegularMissions?activityStatus=${pick(['active', 'active', 'all', 'inactive'])}${maybe(0.3) ? `&searchValue=${encodeURIComponent(pick(r.terms))}` : ''}${maybe(0.2) ? `&clients=${pick(r.clientIds)}` : ''}&page=1&pageSize=1000`,
    ],
    ['regularMissions/[id] (random)', () => `/api/regularMissions/${pick(r.regularIds)}`],
  ];
}

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  console.log(
    `Server ready on ${ready.kind}; ${ready.workers} workers, ${ready.mondays.length} full weeks of shifts (~${ready.shiftsPerWeek} shifts a week), ${ready.regularIds.length} regular missions. ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds.\n`,
  );
  const all = targets(ready);
  // The first read of each week (its rows not yet in the database's buffers), week by week, one at a time.
  const cold: number[] = [];
  // Every week a target touches: the full weeks, and the partial first and last (day summaries).
  const weeks: string[] = [];
  const firstDay = ready.dates[0];
  for (
    let m = addDays(firstDay, -((new Date(`${firstDay}T12:00:00Z`).getUTCDay() + 6) % 7));
    m <= ready.dates[ready.dates.length - 1];
    m = addDays(m, 7)
  )
    weeks.push(m);
  for (const monday of weeks) {
    const t0 = performance.now();
    const res = await fetch(
      `${base}/api/planning/getShifts?dateStart=${monday}&dateEnd=${addDays(monday, 6)}&pageSize=300`,
      { headers },
    );
    const body = (await res.json()) as { data?: { shifts: { id: number }[] } };
    cold.push(performance.now() - t0);
    if (!body.data) throw new Error(`getShifts ${monday}: ${res.status}`);
    // A shift's page reads the comments and missions of its whole week once: made here too.
    const first = body.data.shifts[0];
    if (first) await fetch(`${base}/api/planning/getShiftById?shiftId=${first.id}`, { headers });
  }
  const c = spread(cold);
  console.log(
    `First read of a week, ${cold.length} weeks: min ${c.min.toFixed(0)} ms, median ${c.median.toFixed(0)} ms, max ${c.max.toFixed(0)} ms\n`,
  );
  // One request of each target: what a process makes once (the regular missions' snapshot) is made before the clock runs.
  for (const [, next] of all) await fetch(`${base}${next()}`, { headers });
  const figures = await measureRounds({
    base,
    headers,
    serverPid: child.pid!,
    targets: all,
    // PGlite answers one query at a time: let the requests still running finish before the next target.
    afterEach: () => fetch(`${base}/api/planning/getMaxDaysLimit`, { headers }),
  });
  child.send('stop');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  // Infinity: no answer at all within the target's seconds.
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : 'none');
  console.log(
    `${'target (varied mix)'.padEnd(56)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('req/s', 8)}${pad('errors', 8)}  <= 50 ms${pad('cpu/req', 10)}${pad('20 x cpu', 10)}`,
  );
  for (const [name, f] of figures) {
    const { min, median, max } = spread(f.p95.map((v) => (Number.isFinite(v) ? v : Infinity)));
    const r = spread(f.rps).median;
    const cpu = spread(f.cpu).median;
    console.log(
      `${name.padEnd(56)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}${pad(r.toFixed(0), 8)}${pad(f.errors, 8)}  ${max <= 50 ? 'yes     ' : 'NO      '}${pad(cpu.toFixed(2), 10)}${pad(ms(20 * cpu), 10)}`,
    );
  }
  console.log(
    `\ncpu/req: median over the rounds of the server process CPU time (ms) per request; 20 x cpu: what p95 at 20 connections comes to on one free core. Load average during the run: ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
}

runBench(serve, main);
