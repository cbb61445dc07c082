import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, mailStartProblems } from '../../src/config';
import { closedPort } from '../helpers/smtpServer';

/**
 * A production start refuses without SMTP_URL unless MAIL_CAPTURE_ONLY=1 says "only keep mails
 * in the outbox" on purpose; any start refuses both at once. Checked before the database opens.
 */
test('the rule: production needs SMTP_URL or MAIL_CAPTURE_ONLY=1; never both', () => {
  const problems = (env: NodeJS.ProcessEnv) => mailStartProblems(loadConfig({ DATA_DIR: tmpdir(), ...env }));
  expect(problems({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^SMTP_URL is not set.*MAIL_CAPTURE_ONLY=1/)]);
  expect(problems({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.courier.example:587' })).toEqual([]);
  expect(problems({ NODE_ENV: 'production', MAIL_CAPTURE_ONLY: '1' })).toEqual([]);
  expect(problems({ NODE_ENV: 'production', MAIL_CAPTURE_ONLY: '0' })).toHaveLength(1);
  expect(problems({})).toEqual([]);
  expect(problems({ SMTP_URL: 'smtp://mail.courier.example', MAIL_CAPTURE_ONLY: '1' })).toEqual([expect.stringMatching(/both set/)]);
  expect(loadConfig({ MAIL_CAPTURE_ONLY: 'yes', DATA_DIR: tmpdir() }).mailCaptureOnly).toBe(true);
  expect(() => loadConfig({ MAIL_MAX_TRIES: 'many', DATA_DIR: tmpdir() })).toThrow(/MAIL_MAX_TRIES/);
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
    start({ NODE_ENV: 'production', DATABASE_URL: unreachable }),
    start({ NODE_ENV: 'production', DATABASE_URL: unreachable, MAIL_CAPTURE_ONLY: '1' }),
  ]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/Refusing to start:\n- SMTP_URL is not set/);
  expect(captureOnly.code).not.toBe(0);
  expect(captureOnly.output).not.toMatch(/SMTP_URL/);
  expect(captureOnly.output).toMatch(/ECONNREFUSED/);
}, 90_000);
