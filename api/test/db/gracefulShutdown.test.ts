import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenedDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { openTestDatabase } from '../helpers/testDb';
import { freePort } from '../helpers/apiProcesses';
import { openSocket } from '../routes/chat/socketClient';

/**
 * A real API process (`src/server.ts`) on PostgreSQL stops gracefully on SIGTERM:
 * it refuses new connections at once (a proxy tries another process), answers the request in
 * flight (a chat message whose body was still arriving: stored and acknowledged), closes the
 * chat socket with 1012 "service restart" (the page reconnects elsewhere), and exits 0 within
 * 10 s. The rolling restart of two processes behind nginx under load is scripts/nginx-e2e.mjs.
 * PostgreSQL only (DATABASE_URL): runs in the CI's PostgreSQL stage.
 */
const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

onServer('SIGTERM: a graceful stop', () => {
  let direct: OpenedDatabase & { databaseUrl?: string };
  let child: ChildProcess;
  let origin = '';

  beforeAll(async () => {
    direct = await openTestDatabase();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: join(__dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: direct.databaseUrl,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-graceful-')),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '',
      },
      stdio: 'ignore',
    });
    const end = Date.now() + 60_000;
    while (!(await fetch(`${origin}/api/health`).then((r) => r.ok, () => false))) {
      if (Date.now() > end) throw new Error(`${origin} did not start`);
      await sleep(250);
    }
  }, 120_000);
  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await direct?.close();
  });

  const call = async <T>(method: string, path: string, token?: string, body?: object): Promise<{ status: number; data: T }> => {
    const res = await fetch(`${origin}/api/${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, data: ((await res.json()) as { data: T }).data };
  };

  test('refuses new connections, answers the request in flight, closes chat sockets with 1012, exits 0 within 10 s', async () => {
    const first = await call<{ token: string }>('POST', 'auth/login', undefined, { login: 'chat', password: DEMO_PASSWORD });
    await direct.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', 'chat').execute();
    const token = (await call<{ token: string }>('POST', 'auth/double_auth', first.data.token, { code: await totpCode(DEMO_TOTP_SECRET) })).data.token;
    const admin = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const chatId = (await call<{ id: number }>('POST', 'chat/startChat', token, { userId: admin.id })).data.id;
    const socket = await openSocket(origin, token);
    await socket.next('hello');

    // A write in flight: its headers and the start of its body are with the server.
    const body = JSON.stringify({ chatId, text: 'sent while the process stops' });
    const inFlight = request(`${origin}/api/chat/sendMessage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await sleep(300);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    await sleep(150);
    // No new connection: a proxy gets a refusal and sends the request elsewhere.
    const newConnection = await new Promise<string>((resolve) => {
      const probe = connect(Number(new URL(origin).port), '127.0.0.1');
      probe.once('connect', () => (probe.destroy(), resolve('accepted')));
      probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(newConnection).toBe('ECONNREFUSED');
    inFlight.end(body.slice(10));

    const answered = await answer;
    expect(answered.status).toBe(200);
    const messageId = (JSON.parse(answered.text) as { data: { id: number } }).data.id;
    expect((await socket.closed).code).toBe(1012);
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const stored = await direct.db.selectFrom('messages').select(['id', 'body']).where('id', '=', messageId).executeTakeFirst();
    expect(stored).toEqual({ id: messageId, body: 'sent while the process stops' });
  }, 60_000);
});
