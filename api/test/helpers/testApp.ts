import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Transporter } from 'nodemailer';
import { buildApp } from '../../src/app';
import { createMailSender, type SendRound } from '../../src/mail/sender';
import { loadConfig, type Config } from '../../src/config';
import type { Database, OpenedDatabase } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import { seedDomain } from '../../src/db/seed/domain';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import { openTestDatabase } from './testDb';
import { typedInject, type Inject, type TypedInject } from './injectAs';

export type { Inject };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  opened: OpenedDatabase;
  config: Config;
  /** Signs in as a demo account (login + double_auth with a generated code); returns an inject with its bearer token. */
  loginAs(login: string, options?: { ip?: string }): Promise<LoggedIn>;
  /**
   * Signs in like loginAs and gives the contract's calls typed:
   * `const as = await t.injectAs('admin'); const res = await as.post(api.workers.addWorker, body)`.
   */
  injectAs(login: string, options?: { ip?: string }): Promise<SignedIn>;
  /**
   * Sends the mails queued and due, as the server's sender (jobs/mailSender.ts) does after
   * commit (none runs in tests otherwise): through `mailTransport` when given, else nodemailer's
   * JSON one (captured).
   */
  sendQueuedMail(): Promise<SendRound>;
  close(): Promise<void>;
}

export interface LoggedIn {
  token: string;
  inject: Inject;
}

export type SignedIn = LoggedIn & TypedInject;

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    logLevel: 'silent',
    ...overrides,
    // The suite signs in (and chats) far more often than a person: lift the per-IP sign-in call
    // limit and the per-user message limit unless a test sets them.
    rateLimit: { ...base.rateLimit, authCallsPerIpPerMinute: 10_000, chatMessagesPerUserPerMinute: 10_000, ...overrides.rateLimit },
  };
}

/**
 * Tests log nothing but the faults (level error: a 500's "request failed" with its stack), on
 * stderr, so a 500 that happens once in CI says what it was instead of only "INTERNAL".
 */
const faultLogger: FastifyServerOptions['logger'] = {
  level: 'error',
  stream: {
    write(line: string) {
      const entry = JSON.parse(line) as { msg?: string; err?: { stack?: string } };
      process.stderr.write(`[api fault] ${entry.msg ?? ''}\n${entry.err?.stack ?? line}\n`);
    },
  },
};

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The transport of sendQueuedMail (helpers/mailCapture.ts reads what it was handed); nodemailer's JSON one otherwise. */
  mailTransport?: Transporter;
}

export async function buildTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const opened = await openTestDatabase();
  const app = await buildApp({ config, db: opened.db, dbKind: opened.kind, logger: options.logger ?? faultLogger });
  const sender = createMailSender({ db: opened.db, config, transport: options.mailTransport });
  await app.ready();
  const db = opened.db;

  async function loginAs(login: string, options: { ip?: string } = {}): Promise<LoggedIn> {
    const remoteAddress = options.ip ?? '127.0.0.1';
    const api = `${config.apiBasePath}/api`;
    const res = await app.inject({ method: 'POST', url: `${api}/auth/login`, remoteAddress, payload: { login, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login ${login}: ${res.statusCode} ${res.body}`);
    const started = res.json().data as { token: string; status: string; next: string };
    const { status, next } = started;
    if (next === 'change_password') throw new Error(`${login} must choose a new password first: loginAs does not do that step`);
    // The token changes when the session becomes full (double_auth answers the new one).
    let token = started.token;
    const withToken: Inject = (o) => app.inject({ remoteAddress, ...o, headers: { authorization: `Bearer ${token}`, ...o.headers } });
    if (status !== 'full') {
      // Codes are single use: a test signing the same account in twice within 30 s would
      // present a used code, so forget the last used step (this helper is not the subject).
      await db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', login).execute();
      // Not enrolled yet (newcomer): enrol with the secret the QR code carries.
      let secret = DEMO_TOTP_SECRET;
      if (next === 'codeqr') {
        const qr = await withToken({ method: 'GET', url: `${api}/auth/qrcode` });
        if (qr.statusCode !== 200) throw new Error(`qrcode ${login}: ${qr.statusCode} ${qr.body}`);
        secret = qr.json().data.secret;
      }
      const code = await totpCode(secret);
      const second = await withToken({ method: 'POST', url: `${api}/auth/double_auth`, payload: { code } });
      if (second.statusCode !== 200) throw new Error(`double_auth ${login}: ${second.statusCode} ${second.body}`);
      token = second.json().data.token;
    }
    return { token, inject: withToken };
  }

  async function injectAs(login: string, options: { ip?: string } = {}): Promise<SignedIn> {
    const loggedIn = await loginAs(login, options);
    return { ...loggedIn, ...typedInject(loggedIn.inject) };
  }

  return {
    app,
    db,
    opened,
    config,
    loginAs,
    injectAs,
    sendQueuedMail: () => sender.runOnce(),
    close: async () => {
      sender.close();
      await app.close();
      await opened.close();
    },
  };
}

/** The day the seeded test apps take as today: their data (contracts, shifts, calendars) is dated from it. */
/** A logger stream that keeps each JSON log line the app writes, for tests that read the logs. */
export function capturedLogs(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

export const SEED_TODAY = new Date('2026-06-15T10:00:00Z');

/** A test app holding the small seed (workers, vehicles, teams, pay…) as of SEED_TODAY. */
export async function seededTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const t = await buildTestApp(overrides, options);
  await seedDomain(t.db, 'small', { today: SEED_TODAY });
  return t;
}
