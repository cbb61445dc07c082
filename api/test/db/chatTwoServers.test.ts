import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenedDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { openTestDatabase } from '../helpers/testDb';
import { openSocket, type TestSocket } from '../routes/chat/socketClient';

/**
 * Issue 15: the chat when the API is scaled out. Two real API processes (`src/server.ts` on two
 * ports) on one PostgreSQL deliver to each other's sockets through LISTEN/NOTIFY, and a socket
 * that reconnects to the OTHER process with `since` gets exactly what it missed. PostgreSQL
 * only (DATABASE_URL): runs in the CI's PostgreSQL stage.
 */
const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

onServer('chat across two API processes on one PostgreSQL', () => {
  let direct: OpenedDatabase & { databaseUrl?: string };
  const children: ChildProcess[] = [];
  const origins: string[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    direct = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'courier-chat-two-'));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn(join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
        cwd: join(__dirname, '../..'),
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: direct.databaseUrl!, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '' },
        stdio: 'ignore',
      });
      children.push(child);
      origins.push(`http://127.0.0.1:${port}`);
    }
    for (const origin of origins) {
      const end = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > end) throw new Error(`${origin} did not start`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) await s.close();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await direct?.close();
  });

  const call = async <T>(origin: string, method: string, path: string, token?: string, body?: object): Promise<{ status: number; data: T }> => {
    const res = await fetch(`${origin}/api/${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as { data: T };
    return { status: res.status, data: json.data };
  };

  async function signIn(origin: string, login: string): Promise<string> {
    const first = await call<{ token: string }>(origin, 'POST', 'auth/login', undefined, { login, password: DEMO_PASSWORD });
    await direct.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', login).execute();
    const second = await call<{ token: string }>(origin, 'POST', 'auth/double_auth', first.data.token, { code: await totpCode(DEMO_TOTP_SECRET) });
    expect(second.status).toBe(200);
    return second.data.token;
  }

  async function connect(origin: string, token: string, since?: number) {
    const s = await openSocket(origin, token, since === undefined ? {} : { since });
    sockets.push(s);
    return s;
  }

  test('a message sent through one process reaches the sockets of the other, both ways; a reconnection to the other process catches up', async () => {
    const [a, b] = origins as [string, string];
    const chatToken = await signIn(a, 'chat');
    const adminToken = await signIn(b, 'admin');
    const admin = await direct.db.selectFrom('staff_users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const opened = await call<{ id: number }>(a, 'POST', 'chat/startChat', chatToken, { userId: admin.id });
    expect(opened.status).toBe(200);
    const chatId = opened.data.id;

    const chatOnA = await connect(a, chatToken);
    const adminOnB = await connect(b, adminToken);
    await chatOnA.next('hello');
    await adminOnB.next('hello');

    const fromA = await call<{ id: number }>(a, 'POST', 'chat/sendMessage', chatToken, { chatId, text: 'sent through A' });
    expect(fromA.status).toBe(200);
    expect((await adminOnB.next('message')).message).toMatchObject({ id: fromA.data.id, body: 'sent through A', chatId });
    // The sender's own socket on A gets it too (every process delivers what it hears, its own included).
    expect((await chatOnA.next('message')).message.id).toBe(fromA.data.id);

    const fromB = await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { chatId, text: 'sent through B' });
    expect((await chatOnA.next('message')).message).toMatchObject({ id: fromB.data.id, body: 'sent through B' });

    // chat drops its socket on A; admin writes twice through B; chat comes back on B with since.
    await chatOnA.close();
    const missed: number[] = [];
    for (const text of ['missed 1', 'missed 2']) missed.push((await call<{ id: number }>(b, 'POST', 'chat/sendMessage', adminToken, { chatId, text })).data.id);
    const chatOnB = await connect(b, chatToken, fromB.data.id);
    await chatOnB.next('hello');
    expect(chatOnB.events.filter((e) => e.type === 'message').map((e) => (e.type === 'message' ? e.message.id : 0))).toEqual(missed);

    // A read on B: the receipt reaches admin's socket (B), the counts chat's socket (B).
    const read = await call(b, 'POST', 'chat/markRead', chatToken, { chatId, messageId: missed[1] });
    expect(read.status).toBe(200);
    expect(await adminOnB.next('read')).toMatchObject({ chatId, lastReadMessageId: missed[1] });
  }, 60_000);
});
