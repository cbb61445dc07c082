import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, mailStartProblems } from '../../src/config';
import { closedPort } from '../helpers/smtpServer';

/**
 * A production start refuses without SMTP_URL unless MAIL_CAPTURE_ONLY=1 says "only keep mails
 * in the outbox" on purpose; any start refuses both at once. Checked before the database opens.
 */
/** A production configuration that passes every other check of the start. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://courier@db.courier.example/courier',
  CORS_ORIGINS: 'https://portal.courier.example',
  CLIENT_PORTAL_URL: 'https://clients.courier.example',
  TOTP_ENCRYPTION_KEY: 'b'.repeat(64),
};

test('the rule: production needs SMTP_URL or MAIL_CAPTURE_ONLY=1; never both', () => {
  expect(mailStartProblems({ production: true, smtpUrl: undefined, mailCaptureOnly: false })).toEqual([
    expect.stringMatching(/^SMTP_URL is not set.*MAIL_CAPTURE_ONLY=1/),
  ]);
  expect(mailStartProblems({ production: true, smtpUrl: 'smtp://mail.courier.example:587', mailCaptureOnly: false })).toEqual([]);
  expect(mailStartProblems({ production: true, smtpUrl: undefined, mailCaptureOnly: true })).toEqual([]);
  expect(mailStartProblems({ production: false, smtpUrl: undefined, mailCaptureOnly: false })).toEqual([]);
  expect(mailStartProblems({ production: false, smtpUrl: 'smtp://mail.courier.example', mailCaptureOnly: true })).toEqual([expect.stringMatching(/both set/)]);
  // loadConfig applies it with the rest of the configuration.
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: tmpdir(), ...env });
  expect(() => load(PRODUCTION)).toThrow(/SMTP_URL is not set/);
  expect(() => load({ ...PRODUCTION, MAIL_CAPTURE_ONLY: '0' })).toThrow(/SMTP_URL is not set/);
  expect(load({ ...PRODUCTION, SMTP_URL: 'smtp://mail.courier.example:587' }).smtpUrl).toBe('smtp://mail.courier.example:587');
  expect(load({ ...PRODUCTION, MAIL_CAPTURE_ONLY: 'yes' }).mailCaptureOnly).toBe(true);
  expect(() => load({ SMTP_URL: 'smtp://mail.courier.example', MAIL_CAPTURE_ONLY: '1' })).toThrow(/both set/);
  expect(() => load({ MAIL_MAX_TRIES: 'many' })).toThrow(/MAIL_MAX_TRIES/);
});

test('a production configuration is checked whole: every problem named in one message', () => {
  let message = '';
  try {
    loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpdir(), PORT: 'abc', TRUST_PROXY: 'all', SUPPORT_EMAIL: 'a@b.c, d@e.f', SEED_DEMO: '1' });
  } catch (err) {
    message = (err as Error).message;
  }
  for (const named of ['PORT', 'TRUST_PROXY', 'SUPPORT_EMAIL', 'SMTP_URL', 'DATABASE_URL', 'CORS_ORIGINS', 'CLIENT_PORTAL_URL', 'TOTP_ENCRYPTION_KEY', 'SEED_DEMO'])
    expect({ named, found: message.includes(named) }).toEqual({ named, found: true });
  expect(message).toMatch(/^Refusing to start, the configuration is not valid:\n- /);
});

/** Starts src/server.ts with `env`; resolves with its exit code and what it printed. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: join(__dirname, '../..'),
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'courier-mail-start-')), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const kill = setTimeout(() => child.kill('SIGKILL'), 80_000);
    child.on('exit', (code) => {
      clearTimeout(kill);
      resolve({ code, output });
    });
  });
}

test('a real production start without SMTP_URL exits naming it; with MAIL_CAPTURE_ONLY=1 it goes on (to the next check)', async () => {
  // A database that refuses connections: a start that gets past the mail rule stops there.
  const unreachable = (await closedPort()).replace('smtp://', 'postgres://postgres@') + '/courier';
  const [refused, captureOnly] = await Promise.all([
    start({ ...PRODUCTION, DATABASE_URL: unreachable }),
    start({ ...PRODUCTION, DATABASE_URL: unreachable, MAIL_CAPTURE_ONLY: '1' }),
  ]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/Refusing to start, the configuration is not valid:\n- SMTP_URL is not set/);
  expect(captureOnly.code).not.toBe(0);
  expect(captureOnly.output).not.toMatch(/SMTP_URL/);
  expect(captureOnly.output).toMatch(/ECONNREFUSED/);
}, 90_000);

test('a real production start without DATABASE_URL exits naming it, and opens no PGlite database in DATA_DIR', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-production-pglite-'));
  const withoutDatabase: NodeJS.ProcessEnv = { ...PRODUCTION };
  delete withoutDatabase.DATABASE_URL;
  const refused = await start({ ...withoutDatabase, MAIL_CAPTURE_ONLY: '1', DATA_DIR: dataDir });
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/Refusing to start, the configuration is not valid:\n- DATABASE_URL is not set/);
  expect(readdirSync(dataDir)).toEqual([]);
}, 90_000);
