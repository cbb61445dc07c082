import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type OpenedDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { setStaffActive } from '../../src/auth/accounts';
import { openTestDatabase } from '../helpers/testDb';
import { startApiProcesses } from '../helpers/apiProcesses';

/**
 * Two API servers on one PostgreSQL behave as one: first two servers in this
 * process (each its own pool and the configuration a PostgreSQL start gets),
 * then two real processes (`src/server.ts`) on two ports. Runs in the CI's PostgreSQL stage.
 */
const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

onServer('two API servers on one PostgreSQL', () => {
  let direct: OpenedDatabase & { databaseUrl?: string };
  const opened: OpenedDatabase[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    direct = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ databaseUrl: direct.databaseUrl! });
      opened.push(db);
      const base = loadConfig({ NODE_ENV: 'test', DATABASE_URL: direct.databaseUrl!, AUTH_CALLS_PER_IP_PER_MINUTE: '30' });
      const config = { ...base, logLevel: 'silent' };
      const app = await buildApp({ config, db: db.db, dbKind: 'postgres', logger: false });
      await app.ready();
      apps.push(app);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of opened) await db.close();
    await direct.close();
  });

  async function signIn(app: FastifyInstance, login: string) {
    const first = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password: DEMO_PASSWORD } });
    await direct.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', login).execute();
    const second = await app.inject({ method: 'POST', url: '/api/auth/double_auth', headers: { authorization: `Bearer ${first.json().data.token}` }, payload: { code: await totpCode(DEMO_TOTP_SECRET) } });
    expect(second.statusCode).toBe(200);
    return second.json().data.token as string;
  }
  const getMe = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/users/getMe', headers: { authorization: `Bearer ${token}` } });

  test('a logout through one is effective on the other at once', async () => {
    const [a, b] = apps;
    const token = await signIn(a, 'workers');
    expect((await getMe(b, token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await getMe(b, token)).statusCode).toBe(401);
  });

  test('a deactivation and a role change are effective on both at once', async () => {
    const [a, b] = apps;
    const token = await signIn(a, 'chat');
    const callAdminEvents = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/adminEvents/getUserList', headers: { authorization: `Bearer ${token}` } });
    expect((await callAdminEvents(b)).statusCode).toBe(403);
    await direct.db.updateTable('staff_users').set({ roles: ['SETTINGS'] }).where('login', '=', 'chat').execute();
    expect((await callAdminEvents(b)).statusCode).toBe(200);
    expect((await callAdminEvents(a)).statusCode).toBe(200);
    await setStaffActive(direct.db, 'chat', false);
    expect((await getMe(a, token)).statusCode).toBe(401);
    expect((await getMe(b, token)).statusCode).toBe(401);
  });

  test('the failure limits are shared: failures on both count together', async () => {
    const [a, b] = apps;
    const fail = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.50.0.1', payload: { login: 'retrib', password: 'wrong-password' } });
    for (let i = 0; i < 5; i++) expect((await fail(i % 2 ? a : b)).statusCode).toBe(401);
    expect((await fail(a)).statusCode).toBe(429);
    expect((await fail(b)).statusCode).toBe(429);
  });

  test('the sign-in calls per IP per minute are counted once for both', async () => {
    const [a, b] = apps;
    const statuses: number[] = [];
    // The counters are per fixed minute: start early in one, so all 40 calls fall in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 50));
    // 30 allowed per minute per IP in all; 20 on each server. (Unknown logins: no failure limit is reached
    // before the call limit, as the per-IP failure limit is 50.)
    for (let i = 0; i < 40; i++) {
      const app = i % 2 ? a : b;
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.51.0.1', payload: { login: `nobody-${i}`, password: 'x' } })).statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  }, 60_000);

  test('the daily recovery-flags job runs in one process at a time (an advisory lock)', async () => {
    const { recoveryFlagsJob } = await import('../../src/jobs/recoveryFlags');
    const seen: string[] = [];
    const log = { info: (_o: unknown, msg: string) => void seen.push(msg), error: (_o: unknown, msg: string) => void seen.push(msg) };
    const jobs: { stop(): Promise<void> }[] = [];
    const startOn = (i: number) => {
      const job = recoveryFlagsJob({ db: opened[i].db, dbKind: 'postgres', log, every: 3_600_000 });
      jobs.push(job);
      job.start();
    };
    try {
      // Process a holds the job's lock (as while running it): b's run skips the job.
      const holder = await opened[0].db.connection().execute(async (conn) => {
        const { sql } = await import('kysely');
        await sql`select pg_advisory_lock(25042101)`.execute(conn);
        try {
          startOn(1);
          for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
          return [...seen];
        } finally {
          await sql`select pg_advisory_unlock(25042101)`.execute(conn);
        }
      });
      expect(holder).toEqual(['recovery flags: another process runs the job']);
      // Free again: a run does the job.
      seen.length = 0;
      startOn(0);
      for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual(['recovery flags applied']);
      // A process started later the same day skips it (job_runs): nothing has aged since.
      seen.length = 0;
      startOn(1);
      for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen).toEqual(['recovery flags: already run today']);
    } finally {
      for (const job of jobs) await job.stop();
    }
  }, 60_000);
});

onServer('two API processes on two ports, one PostgreSQL', () => {
  let direct: OpenedDatabase & { databaseUrl?: string };
  let bases: string[] = [];
  let stop = async () => {};

  beforeAll(async () => {
    direct = await openTestDatabase();
    const started = await startApiProcesses(direct.databaseUrl!);
    bases = started.origins.map((origin) => `${origin}/api`);
    stop = started.stop;
  }, 120_000);
  afterAll(async () => {
    await stop();
    await direct?.close();
  });

  const call = (base: string, method: string, path: string, body?: object, token?: string) =>
    fetch(`${base}/${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  test('a logout through one process is effective on the other at once', async () => {
    const [a, b] = bases;
    const first = (await (await call(a, 'POST', 'auth/login', { login: 'vehicles', password: DEMO_PASSWORD })).json()) as { data: { token: string } };
    await direct.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', 'vehicles').execute();
    const second = (await (await call(b, 'POST', 'auth/double_auth', { code: await totpCode(DEMO_TOTP_SECRET) }, first.data.token)).json()) as { data: { token: string } };
    const token = second.data.token as string;
    expect((await call(a, 'GET', 'users/getMe', undefined, token)).status).toBe(200);
    expect((await call(b, 'GET', 'users/getMe', undefined, token)).status).toBe(200);
    expect((await call(b, 'POST', 'auth/logout', undefined, token)).status).toBe(200);
    expect((await call(a, 'GET', 'users/getMe', undefined, token)).status).toBe(401);
  });

  test('failures on both processes count together', async () => {
    const [a, b] = bases;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(i % 2 ? a : b, 'POST', 'auth/login', { login: 'shifts', password: 'wrong-password' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
