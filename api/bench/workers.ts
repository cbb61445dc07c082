/**
 * `pnpm --filter @courier/api exec tsx bench/workers.ts`: the lists of the Workers area on
 * the large seed (about 2,000 workers, 500 vehicles). Seeds the large data set once into
 * <repo>/data/bench (the folder bench/api.ts uses; reused while it exists), starts the API
 * in a child process on a loopback port, and runs autocannon with 20 connections for
 * BENCH_SECONDS (default 10) per target. Prints requests/s and p50/p95/p99 latency.
 *
 * The server runs in its own process so that autocannon does not share its event loop.
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { load, runBench, serveUntilStopped, startServer, type Load } from './harness';
import { adminSession, openLargeData } from './largeData';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

interface Ready {
  port: number;
  token: string;
  workers: number;
  vehicles: number;
  typeId: number;
}

async function serve() {
  const { config, opened } = await openLargeData();
  const count = async (table: 'workers' | 'vehicles') =>
    Number(
      (
        await opened.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const session = await adminSession(opened);
  const type = await opened.db
    .selectFrom('vehicle_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();

  const app = await buildApp({ config, db: opened.db, dbKind: opened.kind, logger: false });
  const ready: Ready = {
    port: await serveUntilStopped(app, opened),
    token: session.token,
    workers: await count('workers'),
    vehicles: await count('vehicles'),
    typeId: type.id,
  };
  process.send?.(ready);
}

interface Figures extends Load {
  name: string;
  rows: number;
}

async function measure(name: string, url: string, token: string): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(url, { headers });
  const body = (await probe.json()) as { data?: unknown[] };
  const rows = Array.isArray(body.data) ? body.data.length : -1;
  return { name, rows, ...(await load(url, CONNECTIONS, DURATION_S, headers)) };
}

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}/api`;
  console.log(
    `Server ready; ${ready.workers} workers, ${ready.vehicles} vehicles. ${CONNECTIONS} connections, ${DURATION_S} s per target.\n`,
  );
  // A short warm-up so the first target does not pay for JIT and caches.
  await autocannon({
    url: `${base}/workers/getWorkers`,
    connections: 4,
    duration: 2,
    headers: { authorization: `Bearer ${ready.token}` },
  });
  const targets: [string, string][] = [
    ['workers/getWorkers (active, all rows)', `${base}/workers/getWorkers`],
    [
      'workers/getWorkers (search "mar")',
      `${base}/workers/getWorkers?activityStatus=all&search=mar&sort=team`,
    ],
    ['vehicles/getVehicles (active, all rows)', `${base}/vehicles/getVehicles`],
    [
      'vehicles/getVehicles (type + search)',
      `${base}/vehicles/getVehicles?activityStatus=all&typeIds=${ready.typeId}&search=vh-0`,
    ],
  ];
  const only = process.env.BENCH_ONLY;
  const results: Figures[] = [];
  for (const [name, url] of targets)
    if (!only || name.includes(only)) results.push(await measure(name, url, ready.token));
  child.send('stop');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `${'target'.padEnd(44)}${pad('rows', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(44)}${pad(r.rows, 6)}${pad(r.rps.toFixed(0), 8)}${pad(r.p50.toFixed(0), 8)}${pad(r.p95.toFixed(0), 8)}${pad(r.p99.toFixed(0), 8)}${pad(r.errors, 8)}`,
    );
  }
}

runBench(serve, main);
