import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** postgres://... for a PostgreSQL server; unset = embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Optional prefix before /api (e.g. `/portal`); '' when unset. */
  apiBasePath: string;
  smtpUrl?: string;
  mailFrom: string;
  corsOrigins: string[];
  sessionIdleMinutes: number;
  /** How long a session read from the database is reused (ms); 0 = read it on every call. */
  sessionCacheMs: number;
  /** Behind a reverse proxy, take the client IP from X-Forwarded-For (trusted networks depend on it). */
  trustProxy: boolean;
  logLevel: string;
  production: boolean;
  /** Seed the small demo data when the database has no staff user yet. */
  seedDemo: boolean;
  rateLimit: RateLimitConfig;
}

export interface RateLimitConfig {
  /** Failed passwords or codes per login within the window before 429. */
  failuresPerLogin: number;
  /** Failed passwords or codes per IP within the window: looser, so one office IP does not lock others out. */
  failuresPerIp: number;
  windowMinutes: number;
  /** Sign-in calls (login, code, enrolment) per IP per minute, failures or not. */
  authCallsPerIpPerMinute: number;
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

const DEFAULT_CORS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((p) => [
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || join(repoRoot(), 'data')),
    apiBasePath: normalizeBasePath(env.API_BASE_PATH),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Courier back-office <no-reply@courier.example>',
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : DEFAULT_CORS,
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 60, 'SESSION_IDLE_MINUTES') || 60,
    sessionCacheMs: int(env.SESSION_CACHE_MS, 5000, 'SESSION_CACHE_MS'),
    trustProxy: flag(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    production: env.NODE_ENV === 'production',
    seedDemo: flag(env.SEED_DEMO),
    rateLimit: {
      failuresPerLogin: int(env.LOGIN_FAILURES_PER_LOGIN, 5, 'LOGIN_FAILURES_PER_LOGIN'),
      failuresPerIp: int(env.LOGIN_FAILURES_PER_IP, 50, 'LOGIN_FAILURES_PER_IP'),
      windowMinutes: int(env.LOGIN_FAILURE_WINDOW_MINUTES, 15, 'LOGIN_FAILURE_WINDOW_MINUTES'),
      authCallsPerIpPerMinute: int(env.AUTH_CALLS_PER_IP_PER_MINUTE, 120, 'AUTH_CALLS_PER_IP_PER_MINUTE'),
    },
  };
}
