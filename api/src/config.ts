import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { loadSecretKey, secretKeyFile } from './auth/secretBox';
import { dirname, join, resolve } from 'node:path';
import areasFile from '@courier/shared/areas.json';

export interface Config {
  port: number;
  host: string;
  /** postgres://... for a PostgreSQL server; unset = embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections per API process (DATABASE_POOL_MAX, 10). */
  databasePoolMax: number;
  /** PostgreSQL: a statement of the API running longer is cancelled and answered 503 (STATEMENT_TIMEOUT_MS, 15 s; 0 = none). */
  statementTimeoutMs: number;
  /** Optional prefix before /api (e.g. `/portal`); '' when unset. */
  apiBasePath: string;
  /** The SMTP server mails leave through (SMTP_URL, e.g. `smtp://user:pass@host:587`); unset = captured only. */
  smtpUrl?: string;
  /**
   * MAIL_CAPTURE_ONLY=1: no SMTP server on purpose, every mail only kept in the outbox. A
   * production start refuses neither SMTP_URL nor this (mailStartProblems).
   */
  mailCaptureOnly: boolean;
  mailFrom: string;
  mailSender: MailSenderConfig;
  /** Where support tickets (ticket/sendEmail) are mailed: SUPPORT_EMAIL, and never an address a caller gives. */
  supportEmail: string;
  corsOrigins: string[];
  sessionIdleMinutes: number;
  /**
   * Behind a reverse proxy: how many proxy hops, or which proxy addresses/CIDRs, may set
   * X-Forwarded-For (trusted devices depend on the client IP). Never "trust all": a client
   * could then claim any address. false = use the socket's address.
   */
  trustProxy: false | number | string[];
  /**
   * AES-256-GCM key of the TOTP secrets at rest: TOTP_ENCRYPTION_KEY (always, in production), else the development key
   * file `totpKeySource` (`<dataDir>/totp.key` for PGlite, `<dataDir>/../.keys/totp-<host>-<port>-<db>.key`
   * for PostgreSQL). The start checks that it opens the database's secrets (auth/secretKeyCheck.ts).
   */
  totpKey: Buffer;
  /** Where the key comes from, for messages: `TOTP_ENCRYPTION_KEY` or the key file's path. */
  totpKeySource: string;
  /** Serve the OpenAPI UI and document at /docs (always outside production; API_DOCS=1 there). */
  apiDocs: boolean;
  /** CORS_ORIGINS was set explicitly (production refuses to start without it). */
  corsOriginsExplicit: boolean;
  /**
   * The client portal's address (CLIENT_PORTAL_URL), where client-side users' password-reset
   * links lead (`<url>/reset-password?token=…`). Outside production a local placeholder.
   */
  clientPortalUrl: string;
  /** CLIENT_PORTAL_URL was set (production refuses to start without it). */
  clientPortalUrlExplicit: boolean;
  logLevel: string;
  /**
   * LOG_FORMAT: `json` (one JSON object a line, what production's log collector reads) or
   * `pretty` (readable lines, pino-pretty). Default: pretty in development on a terminal, JSON
   * in production (NODE_ENV=production), in tests (NODE_ENV=test) and when stdout is not one.
   */
  logFormat: 'json' | 'pretty';
  /** METRICS_TOKEN: the bearer token `GET /metrics` asks for; unset = no metrics served. */
  metricsToken?: string;
  production: boolean;
  /** Seed the small demo data when the database has no staff user yet. */
  seedDemo: boolean;
  rateLimit: RateLimitConfig;
}

export interface RateLimitConfig {
  /** Failed passwords (or codes) per (login, IP) within the window before 429. */
  failuresPerLoginIp: number;
  /** Failures of a login from anywhere, since its last success, before each try waits (progressive delay). */
  freeFailuresPerLogin: number;
  /** The longest wait the progressive delay imposes (it doubles from 1 s up to this). */
  maxDelaySeconds: number;
  /** Failed passwords or codes per IP within the window, any login: stops spraying many accounts. */
  failuresPerIp: number;
  windowMinutes: number;
  /** Sign-in calls (login, code, enrolment) per IP per minute, failures or not. */
  authCallsPerIpPerMinute: number;
  /** Chat messages (chat/sendMessage) a staff user may send per minute, from anywhere (429 beyond). */
  chatMessagesPerUserPerMinute: number;
  /** Chat sockets a staff user may hold open at once in one API process (one per tab); a further one is closed with 4429. */
  chatSocketsPerUser: number;
  /** Support tickets (ticket/sendEmail) one user may send per hour. */
  ticketsPerUserPerHour: number;
}

/** The outbox's sender (mail/sender.ts, docs/architecture.md#mail). */
export interface MailSenderConfig {
  /** How often an idle sender looks for due mails (MAIL_POLL_MS, 1000); a response that queued one wakes it at once. */
  pollMs: number;
  /** Tries before a mail is `failed` (MAIL_MAX_TRIES, 8). */
  maxTries: number;
  /** The wait after the first failed try (MAIL_RETRY_BASE_SECONDS, 30), doubled after each, at most an hour. */
  retryBaseMs: number;
  /** Connection, greeting and socket time-out of one SMTP try (MAIL_SMTP_TIMEOUT_SECONDS, 30). */
  smtpTimeoutMs: number;
}

/**
 * What a start refuses about mail: in production, neither SMTP_URL nor MAIL_CAPTURE_ONLY=1 (mails
 * would silently never leave); anywhere, both (which one is meant?). Empty = may start.
 */
export function mailStartProblems(config: Pick<Config, 'production' | 'smtpUrl' | 'mailCaptureOnly'>): string[] {
  if (config.smtpUrl && config.mailCaptureOnly) return ['SMTP_URL and MAIL_CAPTURE_ONLY=1 are both set: unset one of them'];
  if (config.production && !config.smtpUrl && !config.mailCaptureOnly)
    return ['SMTP_URL is not set: mails would never leave. Set it, or MAIL_CAPTURE_ONLY=1 to only keep them in the outbox on purpose'];
  return [];
}

/**
 * What a production start refuses of the settings alone (productionChecks.ts adds the database's
 * accounts): no PostgreSQL server, no TOTP key of its own, CORS origins left to the demo's
 * defaults, no client portal address, the demo seed.
 */
export function staticProductionProblems(
  config: Pick<Config, 'production' | 'databaseUrl' | 'totpKeySource' | 'corsOriginsExplicit' | 'clientPortalUrlExplicit' | 'seedDemo'>,
): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  // Without it the start would quietly open the embedded PGlite in DATA_DIR (and its development key file).
  if (!config.databaseUrl)
    problems.push('DATABASE_URL is not set: production runs on PostgreSQL (PGlite in DATA_DIR is for the demo, the tests and a one-process trial)');
  if (config.totpKeySource !== TOTP_KEY_VARIABLE)
    problems.push(`${TOTP_KEY_VARIABLE} is not set: the key of the second-step secrets (32 bytes, base64 or hex); production reads no development key file`);
  if (!config.corsOriginsExplicit) problems.push('CORS_ORIGINS is not set: list the origins of the portal and its areas');
  if (!config.clientPortalUrlExplicit)
    problems.push("CLIENT_PORTAL_URL is not set: the client portal's address, where client-side users' password-reset links lead");
  if (config.seedDemo) problems.push('SEED_DEMO is set: a production database is never seeded with the demo data and its published passwords');
  return problems;
}

/** The support address of a deployment that does not set SUPPORT_EMAIL (and of the demo data). */
export const DEFAULT_SUPPORT_EMAIL = 'support@courier.example';

/** SUPPORT_EMAIL: one address, checked at start. */
export function parseSupportEmail(value: string | undefined): string {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return DEFAULT_SUPPORT_EMAIL;
  if (!/^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(text) || text.length > 254)
    throw new Error(`SUPPORT_EMAIL must be one email address, got "${value}"`);
  return text;
}

/** The repository root: the folder holding pnpm-workspace.yaml above the current directory. */
export function repoRoot(from = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

/** The local ports of the shell and the areas (shared/src/areas/areas.json), for an API started without CORS_ORIGINS. */
const DEFAULT_CORS = [areasFile.host.port, ...areasFile.areas.map((a) => a.port)].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
]);

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** `/portal/` -> `/portal`; '' or '/' -> ''. */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** TRUST_PROXY: unset/false = no proxy; a hop count (`1`); or proxy addresses/CIDRs (`10.0.0.1,10.1.0.0/16`). */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (!text || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes', 'on', '*', 'all'].includes(text.toLowerCase())) {
    throw new Error('TRUST_PROXY cannot trust every address (a client could claim any IP): give the hop count (e.g. 1) or the proxies\' addresses/CIDRs');
  }
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits && Number(bits) > 0);
    if (!family || extra !== undefined || !prefixOk) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`);
  }
  return entries;
}

/** No client portal runs in development: its links point to this local placeholder. */
export const DEV_CLIENT_PORTAL_URL = 'http://localhost:3100';

/** CLIENT_PORTAL_URL: an http(s) address without query or fragment; a trailing slash is dropped. */
export function parseClientPortalUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`CLIENT_PORTAL_URL must be an http(s) address, got "${text}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`CLIENT_PORTAL_URL must be an http(s) address without query, fragment or credentials, got "${text}"`);
  }
  return url.href.replace(/\/+$/, '');
}

const TOTP_KEY_VARIABLE = 'TOTP_ENCRYPTION_KEY';

/** A fixed key for jest only (NODE_ENV=test): tests never write a key file. */
const TEST_TOTP_KEY = Buffer.alloc(32, 7);

function parseLogFormat(value: string | undefined): 'json' | 'pretty' | undefined {
  if (!value) return undefined;
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be json or pretty, not "${value}"`);
}

/**
 * The configuration from the environment, checked as a whole: every malformed variable, and in
 * production every missing one, is named in ONE error (the start exits non-zero with it), not
 * one at a time.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const checked = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (err) {
      problems.push((err as Error).message);
      return fallback;
    }
  };
  const num = (value: string | undefined, fallback: number, name: string) => checked(() => int(value, fallback, name), fallback);
  const clientPortalUrl = checked(() => parseClientPortalUrl(env.CLIENT_PORTAL_URL), undefined);
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || join(repoRoot(), 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const keyFile = secretKeyFile(dataDir, databaseUrl);
  const config: Config = {
    port: num(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    databasePoolMax: num(env.DATABASE_POOL_MAX, 10, 'DATABASE_POOL_MAX') || 10,
    statementTimeoutMs: num(env.STATEMENT_TIMEOUT_MS, 15_000, 'STATEMENT_TIMEOUT_MS'),
    apiBasePath: normalizeBasePath(env.API_BASE_PATH),
    smtpUrl: env.SMTP_URL || undefined,
    mailCaptureOnly: flag(env.MAIL_CAPTURE_ONLY),
    mailSender: {
      pollMs: num(env.MAIL_POLL_MS, 1000, 'MAIL_POLL_MS') || 1000,
      maxTries: num(env.MAIL_MAX_TRIES, 8, 'MAIL_MAX_TRIES') || 8,
      retryBaseMs: num(env.MAIL_RETRY_BASE_SECONDS, 30, 'MAIL_RETRY_BASE_SECONDS') * 1000,
      smtpTimeoutMs: (num(env.MAIL_SMTP_TIMEOUT_SECONDS, 30, 'MAIL_SMTP_TIMEOUT_SECONDS') || 30) * 1000,
    },
    mailFrom: env.MAIL_FROM || 'Courier back-office <no-reply@courier.example>',
    supportEmail: checked(() => parseSupportEmail(env.SUPPORT_EMAIL), DEFAULT_SUPPORT_EMAIL),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : DEFAULT_CORS,
    corsOriginsExplicit: Boolean(env.CORS_ORIGINS),
    clientPortalUrl: clientPortalUrl ?? DEV_CLIENT_PORTAL_URL,
    clientPortalUrlExplicit: clientPortalUrl !== undefined,
    sessionIdleMinutes: num(env.SESSION_IDLE_MINUTES, 60, 'SESSION_IDLE_MINUTES') || 60,
    trustProxy: checked(() => parseTrustProxy(env.TRUST_PROXY), false),
    get totpKey() {
      // Read when first used, so that loading the config never writes a file by itself.
      // Before the key file of a PostgreSQL database moved out of the data folder, it was kept there.
      const legacyFile = databaseUrl ? join(dataDir, 'totp.key') : undefined;
      if (production && !env.TOTP_ENCRYPTION_KEY) throw new Error(`Set ${TOTP_KEY_VARIABLE}: production reads no key file`);
      const key = env.NODE_ENV === 'test' && !env.TOTP_ENCRYPTION_KEY ? TEST_TOTP_KEY : loadSecretKey(env.TOTP_ENCRYPTION_KEY, keyFile, production, legacyFile);
      Object.defineProperty(this, 'totpKey', { value: key, enumerable: true });
      return key;
    },
    totpKeySource: env.TOTP_ENCRYPTION_KEY ? TOTP_KEY_VARIABLE : env.NODE_ENV === 'test' ? 'the test key (NODE_ENV=test)' : keyFile,
    apiDocs: !production || flag(env.API_DOCS),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat:
      checked(() => parseLogFormat(env.LOG_FORMAT), undefined) ??
      (production || env.NODE_ENV === 'test' || !process.stdout.isTTY ? 'json' : 'pretty'),
    metricsToken: env.METRICS_TOKEN || undefined,
    production,
    seedDemo: flag(env.SEED_DEMO),
    rateLimit: {
      failuresPerLoginIp: num(env.LOGIN_FAILURES_PER_LOGIN_IP, 5, 'LOGIN_FAILURES_PER_LOGIN_IP'),
      freeFailuresPerLogin: num(env.LOGIN_FREE_FAILURES, 5, 'LOGIN_FREE_FAILURES'),
      maxDelaySeconds: num(env.LOGIN_MAX_DELAY_SECONDS, 60, 'LOGIN_MAX_DELAY_SECONDS'),
      failuresPerIp: num(env.LOGIN_FAILURES_PER_IP, 50, 'LOGIN_FAILURES_PER_IP'),
      windowMinutes: num(env.LOGIN_FAILURE_WINDOW_MINUTES, 15, 'LOGIN_FAILURE_WINDOW_MINUTES'),
      authCallsPerIpPerMinute: num(env.AUTH_CALLS_PER_IP_PER_MINUTE, 120, 'AUTH_CALLS_PER_IP_PER_MINUTE'),
      chatMessagesPerUserPerMinute: num(env.CHAT_MESSAGES_PER_USER_PER_MINUTE, 60, 'CHAT_MESSAGES_PER_USER_PER_MINUTE'),
      chatSocketsPerUser: num(env.CHAT_SOCKETS_PER_USER, 10, 'CHAT_SOCKETS_PER_USER'),
      ticketsPerUserPerHour: num(env.TICKETS_PER_USER_PER_HOUR, 20, 'TICKETS_PER_USER_PER_HOUR') || 20,
    },
  };
  problems.push(...mailStartProblems(config));
  if (production) {
    problems.push(...staticProductionProblems(config));
    // A malformed key is named here too (a missing one is, above).
    if (env.TOTP_ENCRYPTION_KEY) checked(() => config.totpKey, undefined);
  }
  if (problems.length) throw new Error(`Refusing to start, the configuration is not valid:\n- ${problems.join('\n- ')}`);
  return config;
}
