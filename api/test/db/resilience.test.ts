import { execSync } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type OpenedDatabase } from '../../src/db/database';
import { seedDomain } from '../../src/db/seed/domain';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { testConfig } from '../helpers/testApp';
import { openTestDatabase } from '../helpers/testDb';

/**
 * Database outages (docs/security.md), on a PostgreSQL server only (the CI's PostgreSQL stage sets DATABASE_URL;
 * PGlite lives inside the process and cannot go away). The API reaches the database through
 * a TCP relay this test can cut, as a restart or failover would; and every backend is
 * terminated with pg_terminate_backend (57P01 on idle pooled connections).
 */
const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;
// Commands that stop and start the PostgreSQL server itself: .ci/run sets them for a run of
// this file alone (stopping the server under the other test files would fail them).
const { PG_STOP_COMMAND: stopCommand, PG_START_COMMAND: startCommand } = process.env;
const withRestart = serverUrl && stopCommand && startCommand ? test : test.skip;

/** A TCP relay to the database that can be cut (every connection dropped, new ones refused) and restored. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (server) server.close(() => resolve());
      else resolve();
    });
  return { start, cut, port: () => port };
}

onServer('the API survives the database going away (PostgreSQL)', () => {
  let direct: OpenedDatabase & { databaseUrl?: string };
  let viaRelay: OpenedDatabase;
  let app: FastifyInstance;
  let link: ReturnType<typeof relay>;
  const poolErrors: Error[] = [];
  let token = '';

  beforeAll(async () => {
    direct = await openTestDatabase();
    await seedDomain(direct.db, 'small', { today: new Date('2026-06-15T10:00:00Z') });
    const url = new URL(direct.databaseUrl!);
    link = relay(url);
    await link.start();
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(link.port());
    viaRelay = await openDatabase({ databaseUrl: relayed.toString(), onPoolError: (e) => poolErrors.push(e) });
    app = await buildApp({ config: testConfig(), db: viaRelay.db, dbKind: 'postgres', logger: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'admin', password: DEMO_PASSWORD } });
    const second = await app.inject({ method: 'POST', url: '/api/auth/double_auth', headers: { authorization: `Bearer ${login.json().data.token}` }, payload: { code: await totpCode(DEMO_TOTP_SECRET) } });
    token = second.json().data.token;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await viaRelay?.close().catch(() => {});
    await link?.cut();
    await direct?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const addWorker = async (n: number) => {
    const company = await direct.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const team = await direct.db.selectFrom('teams').select(['id', 'agency_id']).orderBy('id').executeTakeFirstOrThrow();
    return app.inject({
      method: 'POST',
      url: '/api/workers/addWorker',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Resilient', lastName: `Worker ${n}`, companyId: company.id, teamId: team.id, agencyId: team.agency_id },
    });
  };
  async function until(check: () => Promise<boolean>, ms = 20_000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 200));
    }
    return false;
  }

  test('every backend terminated: idle connections fail without killing the process, the next call reconnects', async () => {
    expect((await get('/api/users/getMe')).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: direct.databaseUrl });
    await admin.connect();
    const killed = await admin.query('SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await admin.end();
    expect(Number(killed.rows[0].n)).toBeGreaterThan(0);
    expect(await until(async () => poolErrors.length > 0, 5_000)).toBe(true);
    expect(await until(async () => (await get('/api/users/getMe')).statusCode === 200)).toBe(true);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  test('while the database is unreachable: 503 with a clear message; then 200 again by itself; no write lost or half-applied', async () => {
    const before = await addWorker(0);
    expect(before.statusCode).toBe(200);

    // Writes in flight when the link is cut.
    const inFlight = Promise.all(Array.from({ length: 10 }, (_, i) => addWorker(100 + i)));
    await new Promise((r) => setTimeout(r, 5));
    await link.cut();
    const answers = await inFlight;

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().error.code).toBe('SERVICE_UNAVAILABLE');
    const me = await get('/api/users/getMe');
    expect(me.statusCode).toBe(503);
    expect(me.headers['retry-after']).toBeDefined();
    expect(me.json().error.message).toMatch(/database cannot be reached/);
    const refused = await addWorker(1);
    expect(refused.statusCode).toBe(503);

    await link.start();
    expect(await until(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200)).toBe(true);
    expect((await get('/api/users/getMe')).statusCode).toBe(200);
    expect((await addWorker(2)).statusCode).toBe(200);

    // Every answer is a 200 or a 503; every 200 is in the database with its events, and the
    // write refused while the link was down is not.
    for (const a of answers) expect([200, 503]).toContain(a.statusCode);
    const stored = await direct.db.selectFrom('workers').select(['id', 'last_name']).where('first_name', '=', 'Resilient').execute();
    const names = new Set(stored.map((w) => w.last_name));
    expect(names.has('Worker 0') && names.has('Worker 2') && !names.has('Worker 1')).toBe(true);
    answers.forEach((a, i) => {
      if (a.statusCode === 200) expect(names.has(`Worker ${100 + i}`)).toBe(true);
    });
    for (const w of stored) {
      const events = await direct.db.selectFrom('admin_events').select('id').where('target_type', '=', 'worker').where('target_id', '=', String(w.id)).execute();
      expect([w.last_name, events.length]).toEqual([w.last_name, 1]);
    }
  }, 120_000);

  withRestart('the PostgreSQL server itself stopped and started: 503 meanwhile, 200 again by itself', async () => {
    const direct2 = await openDatabase({ databaseUrl: direct.databaseUrl!, onPoolError: (e) => poolErrors.push(e) });
    const app2 = await buildApp({ config: testConfig(), db: direct2.db, dbKind: 'postgres', logger: false });
    try {
      const me = () => app2.inject({ method: 'GET', url: '/api/users/getMe', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      execSync(stopCommand!, { stdio: 'ignore' });
      try {
        const down = await me();
        expect(down.statusCode).toBe(503);
        expect((await app2.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      } finally {
        execSync(startCommand!, { stdio: 'ignore' });
      }
      expect(await until(async () => (await me()).statusCode === 200, 30_000)).toBe(true);
      expect((await app2.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app2.close();
      await direct2.close().catch(() => {});
    }
  }, 120_000);
});
