/**
 * `pnpm --filter @courier/api exec tsx bench/lists.ts` (also run by `pnpm bench api`): every
 * list and detail call of the Workers area on the large seed, as staff use them: each request
 * draws its search term, filters, sort, page or id at random from the seed, so the 1-second
 * shared-read cache does not answer a repeated request. 20 connections, BENCH_SECONDS (default
 * 10) per target, BENCH_ROUNDS rounds (default 3); prints each target's p95 per round and its
 * spread (min / median / max), with the repeated-request figure of the workers list beside.
 * Target: p95 <= 50 ms for every list call, on PGlite and on PostgreSQL
 * (DATABASE_URL).
 */
import { buildApp } from '../src/app';
import { load, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { adminSession, openLargeData } from './largeData';

interface Ready {
  port: number;
  token: string;
  kind: string;
  workerIds: number[];
  vehicleIds: number[];
  teamIds: number[];
  terms: string[];
  actions: string[];
  months: string[];
}

async function serve() {
  const { config, opened } = await openLargeData();
  const db = opened.db;
  const session = await adminSession(opened);
  const workers = await db.selectFrom('workers').select(['id', 'last_name']).execute();
  const vehicles = await db.selectFrom('vehicles').select('id').execute();
  const teams = await db.selectFrom('teams').select('id').execute();
  const actions = await db.selectFrom('admin_events').select('action').distinct().execute();
  // Search terms as staff type them: the first 2 to 4 letters of real names.
  const terms = [...new Set(workers.flatMap((w) => [2, 3, 4].map((n) => w.last_name.slice(0, n).toLowerCase())))];
  const today = new Date();
  const months = [-2, -1, 0, 1].map((d) => {
    const m = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + d, 1));
    return m.toISOString().slice(0, 7);
  });
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  const ready: Ready = {
    port: await serveUntilStopped(app, opened),
    token: session.token,
    kind: opened.kind,
    workerIds: workers.map((w) => w.id),
    vehicleIds: vehicles.map((v) => v.id),
    teamIds: teams.map((t) => t.id),
    terms,
    actions: actions.map((a) => a.action),
    months,
  };
  process.send?.(ready);
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const maybe = (p: number) => Math.random() < p;

function targets(r: Ready): [string, () => string][] {
  const status = () => pick(['active', 'active', 'inactive', 'all']);
  return [
    [
      'workers/getWorkers (mix: status, search, team, sort, page)',
      () =>
        `/api/workers/getWorkers?activityStatus=${status()}${maybe(0.6) ? `&search=${encodeURIComponent(pick(r.terms))}` : ''}${maybe(0.3) ? `&teamId=${pick(r.teamIds)}` : ''}&sort=${pick(['lastName', 'firstName', 'shortCode', 'team'])}&order=${pick(['asc', 'desc'])}&page=${1 + Math.floor(Math.random() * 5)}`,
    ],
    ['workers/getWorkersLight (mix: search)', () => `/api/workers/getWorkersLight?search=${encodeURIComponent(pick(r.terms))}`],
    ['workers/[id] (random worker)', () => `/api/workers/${pick(r.workerIds)}`],
    ['workers/getWorkerTimes (random worker, page)', () => `/api/workers/getWorkerTimes?workerId=${pick(r.workerIds)}&page=${1 + Math.floor(Math.random() * 3)}`],
    ['workers/getWorkersEvents (random worker, page)', () => `/api/workers/getWorkersEvents?workerId=${pick(r.workerIds)}&page=${1 + Math.floor(Math.random() * 2)}`],
    [
      'vehicles/getVehicles (mix: status, search)',
      () => `/api/vehicles/getVehicles?activityStatus=${status()}${maybe(0.6) ? `&search=${encodeURIComponent(`vh-${Math.floor(Math.random() * 10)}`)}` : ''}`,
    ],
    ['vehicles/[id] (random vehicle)', () => `/api/vehicles/${pick(r.vehicleIds)}`],
    ['vehicles/getVehicleComments (random vehicle, page)', () => `/api/vehicles/getVehicleComments?vehicleId=${pick(r.vehicleIds)}&page=${1 + Math.floor(Math.random() * 2)}`],
    ['vehicles/getVehicleAssignments (random vehicle, page)', () => `/api/vehicles/getVehicleAssignments?vehicleId=${pick(r.vehicleIds)}&page=${1 + Math.floor(Math.random() * 2)}`],
    ['retrib/calendar (random team, month)', () => `/api/retrib/calendar?teamId=${pick(r.teamIds)}${maybe(0.8) ? `&month=${pick(r.months)}` : ''}`],
    [
      'adminEvents/getAdminEvents (mix: action, page)',
      () => `/api/adminEvents/getAdminEvents?${maybe(0.5) ? `action=${encodeURIComponent(pick(r.actions))}&` : ''}page=${1 + Math.floor(Math.random() * 5)}&pageSize=50`,
    ],
  ];
}

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  console.log(
    `Server ready on ${ready.kind}; ${ready.workerIds.length} workers, ${ready.vehicleIds.length} vehicles, ${ready.terms.length} search terms. ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds.\n`,
  );
  const all = targets(ready);
  await load(base, 4, 2, headers, all[0][1]); // warm-up
  // One request of each target first: what a process makes once (a snapshot, the admin events
  // index) is made before the clock runs, as it is on a server that has been up for a while.
  for (const [, next] of all) await fetch(`${base}${next()}`, { headers });
  const p95s = new Map<string, number[]>(all.map(([name]) => [name, []]));
  const errors = new Map<string, number>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, next] of all) {
      const figures = await load(base, CONNECTIONS, DURATION_S, headers, next);
      p95s.get(name)!.push(figures.p95);
      errors.set(name, (errors.get(name) ?? 0) + figures.errors);
    }
  }
  const repeated = await load(`${base}/api/workers/getWorkers`, CONNECTIONS, DURATION_S, headers);
  child.send('stop');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const ms = (v: number) => v.toFixed(1);
  console.log(`${'target (varied mix)'.padEnd(52)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('errors', 8)}  <= 50 ms`);
  for (const [name, values] of p95s) {
    const { min, median, max } = spread(values);
    console.log(`${name.padEnd(52)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}${pad(errors.get(name) ?? 0, 8)}  ${max <= 50 ? 'yes' : 'NO'}`);
  }
  console.log(`\nBeside it, one repeated request (workers/getWorkers, active, page 1): p95 ${ms(repeated.p95)} ms, ${repeated.rps.toFixed(0)} req/s.`);
}

runBench(serve, main);
