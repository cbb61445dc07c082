import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { DEMO_PASSWORD, seedAccounts } from '../../src/db/seed/accounts';
import { checkSecretKey } from '../../src/auth/secretKeyCheck';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { freePort } from '../helpers/apiProcesses';
import { databaseUrlOf, onServer } from '../helpers/serverTemplate';

/**
 * The real start (`src/server.ts`) and `cli rotate-totp-key` as processes, on a database of
 * their own (PGlite in a folder, or a new database on DATABASE_URL's server): the first start
 * writes the key check value; a start with another key exits non-zero naming
 * TOTP_ENCRYPTION_KEY; after a rotation only the new key starts and signs users in.
 */
const API = join(__dirname, '../..');
const TSX = join(API, 'node_modules/.bin/tsx');
const serverUrl = process.env.DATABASE_URL;
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');
let dataDir: string;
let databaseUrl: string | undefined;

function open(): Promise<OpenedDatabase> {
  return openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'courier-key-check-'));
  if (serverUrl) {
    const name = `test_keys_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlOf(serverUrl, name);
  }
  // A database made and seeded with key A, as `cli migrate` and `cli seed` do, not started yet.
  const opened = await open();
  try {
    await migrateToLatest(opened.db);
    await seedAccounts(opened.db, Buffer.from(keyA, 'base64'));
  } finally {
    await opened.close();
  }
}, 120_000);

afterAll(async () => {
  if (databaseUrl) await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const envWith = (extra: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SEED_DEMO: '',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** Runs a process to its end; gives its exit code and output. */
function run(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, args, { cwd: API, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.stdin.end(input ?? '');
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Starts the server with `key`: either it answers its health check (then `whileUp` runs against
 * it and the server is stopped), or it exits first. Gives the exit code (null while it was up) and output.
 */
async function start(key: string, whileUp?: (origin: string) => Promise<void>): Promise<{ code: number | null; up: boolean; output: string }> {
  const port = await freePort();
  const child = spawn(TSX, ['src/server.ts'], { cwd: API, env: envWith({ TOTP_ENCRYPTION_KEY: key, PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const origin = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  while (!ended && Date.now() < end) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) {
      try {
        await whileUp?.(origin);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      return { code: null, up: true, output };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!ended) child.kill('SIGKILL');
  return { code: await exited, up: false, output };
}

async function signIn(origin: string) {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${origin}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const login = await post('auth/login', { login: 'admin', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const second = await post('auth/double_auth', { code: await totpCode(DEMO_TOTP_SECRET) }, token);
  expect(second.status).toBe(200);
}

test('the start checks its key against the database; rotate-totp-key moves the database to a new key', async () => {
  // First start with key A: it writes the check value.
  expect((await start(keyA)).up).toBe(true);
  let opened = await open();
  try {
    expect(await opened.db.selectFrom('totp_key_check').select('sealed').execute()).toHaveLength(1);
  } finally {
    await opened.close();
  }

  // Another key: refused at start, the variable named, a non-zero exit.
  const wrong = await start(keyB);
  expect(wrong.up).toBe(false);
  expect(wrong.code).not.toBe(0);
  expect(wrong.output).toMatch(/TOTP_ENCRYPTION_KEY does not open this database's TOTP secrets/);

  // Rotation: the new key through the environment (by its variable's name), never on the command line.
  const noKey = await run(['src/cli.ts', 'rotate-totp-key'], envWith({ TOTP_ENCRYPTION_KEY: keyA }));
  expect(noKey.code).not.toBe(0);
  expect(noKey.output).toMatch(/--new-key-env VAR or --new-key-stdin/);
  const rotated = await run(['src/cli.ts', 'rotate-totp-key', '--new-key-env', 'NEW_TOTP_KEY'], envWith({ TOTP_ENCRYPTION_KEY: keyA, NEW_TOTP_KEY: keyB }));
  expect(rotated.output).toMatch(/Re-sealed \d+ TOTP secret\(s\)/);
  expect(rotated.code).toBe(0);

  // The new key starts and signs users in; the old one is refused by the start's check.
  expect((await start(keyB, signIn)).up).toBe(true);
  opened = await open();
  try {
    await expect(checkSecretKey(opened.db, Buffer.from(keyA, 'base64'))).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
  } finally {
    await opened.close();
  }

  // And back through stdin, with the old key named by --old-key-env.
  const back = await run(['src/cli.ts', 'rotate-totp-key', '--old-key-env', 'OLD_TOTP_KEY', '--new-key-stdin'], envWith({ TOTP_ENCRYPTION_KEY: '', OLD_TOTP_KEY: keyB }), `${keyA}\n`);
  expect(back.code).toBe(0);
  opened = await open();
  try {
    expect(await checkSecretKey(opened.db, Buffer.from(keyA, 'base64'))).toEqual({ created: false, resealed: 0 });
    await expect(checkSecretKey(opened.db, Buffer.from(keyB, 'hex'))).rejects.toThrow(/TOTP_ENCRYPTION_KEY/);
    expect((await opened.db.selectFrom('totp_key_check').select('rotated_at').executeTakeFirstOrThrow()).rotated_at).not.toBeNull();
  } finally {
    await opened.close();
  }
}, 600_000);
