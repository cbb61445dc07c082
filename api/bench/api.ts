/**
 * `pnpm bench api`: seeds the large data set once (cached in <repo>/data/bench, reused while
 * it exists), starts the API in a child process on a loopback port, and runs autocannon
 * (20 connections, BENCH_SECONDS each, BENCH_ROUNDS rounds) against a bare Fastify JSON route,
 * users/getMe and adminEvents/getAdminEvents. Staff do not repeat one request: getMe is called
 * with one of 40 sessions of different accounts drawn per request, the admin events with an
 * action, a user and a page drawn per request. Prints each round, then the spread (min /
 * median / max) of getMe / bare and of the events' p95.
 * With DATABASE_URL set, the same against that PostgreSQL server (seeded there once).
 *
 * The server runs in its own process so that autocannon does not share its event loop.
 */
import { buildApp } from '../src/app';
import { createSession } from '../src/repositories/sessions';
import { load, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { analyze, openLargeData } from './largeData';

const MIN_ADMIN_EVENTS = 200_000;
const SESSIONS = 40;

interface Ready {
  port: number;
  tokens: string[];
  events: number;
  actions: string[];
  userIds: number[];
  kind: string;
}

async function serve() {
  const { config, opened } = await openLargeData();
  const db = opened.db;
  const { n } = await db.selectFrom('admin_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(n) < MIN_ADMIN_EVENTS) {
    const { seedAdminEvents } = await import('../src/db/seed/index');
    await seedAdminEvents(db, MIN_ADMIN_EVENTS - Number(n));
  }
  // Fresh statistics and visibility map after bulk inserts (PGlite runs no autovacuum),
  // as a PostgreSQL server's autovacuum would have them.
  await analyze(opened);
  // Full sessions made directly (the bench measures calls, not the sign-in), spread over the
  // staff accounts; the admin's first, since only SETTINGS may read the admin events.
  const staff = await db.selectFrom('staff_users').select(['id', 'login']).where('activity_status', '=', 'active').orderBy('id').execute();
  const admin = staff.find((u) => u.login === 'admin')!;
  const tokens: string[] = [];
  for (let i = 0; i < SESSIONS; i++) tokens.push((await createSession(db, (i === 0 ? admin : staff[i % staff.length]).id, 'full', '127.0.0.1')).token);
  const actions = await db.selectFrom('admin_events').select('action').distinct().execute();
  const users = await db.selectFrom('admin_events').select('user_id').distinct().where('user_id', 'is not', null).execute();

  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  app.get('/bench/bare', async () => ({ data: { ok: true } }));
  const ready: Ready = {
    port: await serveUntilStopped(app, opened),
    tokens,
    events: Number(n),
    actions: actions.map((a) => a.action),
    userIds: users.map((u) => u.user_id!),
    kind: opened.kind,
  };
  process.send?.(ready);
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  const admin = { authorization: `Bearer ${ready.tokens[0]}` };
  console.log(
    `Server ready on ${base}; database ${ready.kind}; ${ready.events} admin events, ${ready.tokens.length} sessions. ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds.\n`,
  );
  const getMe = () => ({ path: '/api/users/getMe', headers: { authorization: `Bearer ${pick(ready.tokens)}` } });
  const events = () => {
    const filters = [Math.random() < 0.6 ? `action=${encodeURIComponent(pick(ready.actions))}` : '', Math.random() < 0.4 ? `user=${pick(ready.userIds)}` : ''];
    return `/api/adminEvents/getAdminEvents?${[...filters, `page=${1 + Math.floor(Math.random() * 5)}`, 'pageSize=50'].filter(Boolean).join('&')}`;
  };
  // A short warm-up so the first round does not pay for JIT and caches.
  await load(base, 4, 2, {}, getMe);

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const ms = (v: number) => v.toFixed(1);
  const ratios: number[] = [];
  const eventP95s: number[] = [];
  console.log(`${'round  target'.padEnd(58)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const results: [string, Awaited<ReturnType<typeof load>>][] = [
      ['bare Fastify JSON route', await load(`${base}/bench/bare`, CONNECTIONS, DURATION_S, {})],
      ['users/getMe (40 sessions, mixed)', await load(base, CONNECTIONS, DURATION_S, {}, getMe)],
      ['adminEvents/getAdminEvents (action, user, page mixed)', await load(base, CONNECTIONS, DURATION_S, admin, events)],
    ];
    for (const [name, r] of results) {
      console.log(`${`${round}      ${name}`.padEnd(58)}${pad(r.rps.toFixed(0), 9)}${pad(ms(r.p50), 9)}${pad(ms(r.p95), 9)}${pad(ms(r.p99), 9)}${pad(r.errors, 8)}`);
    }
    ratios.push(results[1][1].rps / results[0][1].rps);
    eventP95s.push(results[2][1].p95);
  }
  child.send('stop');

  const r = spread(ratios);
  const e = spread(eventP95s);
  console.log(
    `\n[${ready.kind}] getMe / bare over ${ROUNDS} rounds: min ${r.min.toFixed(2)}, median ${r.median.toFixed(2)}, max ${r.max.toFixed(2)} (target >= 0.5 on PGlite; on PostgreSQL too a held session answers, checked by one read of counter 'sessions' per burst of calls)`,
  );
  console.log(`[${ready.kind}] getAdminEvents p95: min ${ms(e.min)}, median ${ms(e.median)}, max ${ms(e.max)} ms (target <= 50 ms)`);
}

runBench(serve, main);
