/**
 * `pnpm bench api`: seeds the large data set once (cached in <repo>/data/bench, reused while
 * it exists), starts the API in a child process on a loopback port, and runs autocannon
 * (20 connections, 10 s each) against a bare Fastify JSON route, users/getMe with a session,
 * and adminEvents/getAdminEvents with filters. Prints requests/s, p50/p95/p99 and getMe/bare.
 * With DATABASE_URL set, the same against that PostgreSQL server (seeded there once).
 *
 * The server runs in its own process so that autocannon does not share its event loop.
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { load, runBench, serveUntilStopped, startServer, type Load } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const MIN_ADMIN_EVENTS = 200_000;

async function serve() {
  const { config, opened } = await openLargeData();
  const { n } = await opened.db.selectFrom('admin_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) < MIN_ADMIN_EVENTS) {
    const { seedAdminEvents } = await import('../src/db/seed/index');
    await seedAdminEvents(opened.db, MIN_ADMIN_EVENTS - Number(n));
  }
  // Fresh statistics and visibility map after bulk inserts (PGlite runs no autovacuum),
  // as a PostgreSQL server's autovacuum would have them.
  await analyze(opened);
  const session = await adminSession(opened);
  const busiest = await opened.db
    .selectFrom('admin_events')
    .select(['action', 'user_id'])
    .where('user_id', 'is not', null)
    .groupBy(['action', 'user_id'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();

  const app = await buildApp({ config, db: opened.db, dbKind: opened.kind, logger: false });
  app.get('/bench/bare', async () => ({ data: { ok: true } }));
  const port = await serveUntilStopped(app, opened);
  process.send?.({ port, token: session.token, events: Number(n), action: busiest.action, userId: busiest.user_id, kind: opened.kind, sessionCacheMs: config.sessionCacheMs });
}

interface Figures extends Load {
  name: string;
}

async function measure(name: string, url: string, token?: string): Promise<Figures> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return { name, ...(await load(url, CONNECTIONS, DURATION_S, headers)) };
}

async function main() {
  const { child, ready } = await startServer<{ port: number; token: string; events: number; action: string; userId: number; kind: string; sessionCacheMs: number }>();
  const base = `http://127.0.0.1:${ready.port}`;
  console.log(`Server ready on ${base}; database ${ready.kind} (session cache ${ready.sessionCacheMs} ms); ${ready.events} admin events. ${CONNECTIONS} connections, ${DURATION_S} s per target.\n`);

  const eventsUrl = `${base}/api/adminEvents/getAdminEvents?action=${encodeURIComponent(ready.action)}&user=${ready.userId}&page=2&pageSize=50`;
  // A short warm-up so the first target does not pay for JIT and caches.
  await autocannon({ url: `${base}/api/users/getMe`, connections: 4, duration: 2, headers: { authorization: `Bearer ${ready.token}` } });
  const results = [
    await measure('bare Fastify JSON route', `${base}/bench/bare`),
    await measure('users/getMe (session)', `${base}/api/users/getMe`, ready.token),
    await measure('adminEvents/getAdminEvents (action+user, page 2)', eventsUrl, ready.token),
    await measure('adminEvents/getAdminEvents (no filter)', `${base}/api/adminEvents/getAdminEvents`, ready.token),
  ];
  child.send('stop');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`${'target'.padEnd(50)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
  for (const r of results) {
    const ms = (v: number) => v.toFixed(1);
    console.log(`${r.name.padEnd(50)}${pad(r.rps.toFixed(0), 9)}${pad(ms(r.p50), 9)}${pad(ms(r.p95), 9)}${pad(ms(r.p99), 9)}${pad(r.errors, 8)}`);
  }
  const [bare, me, events] = results;
  const ratio = me.rps / bare.rps;
  console.log(`\n[${ready.kind}] getMe / bare = ${ratio.toFixed(2)} (target >= 0.5 on PGlite; printed for PostgreSQL, where sessions are read on every call)`);
  console.log(`getAdminEvents p95 = ${events.p95.toFixed(1)} ms (target <= 50 ms)`);
}

runBench(serve, main);
