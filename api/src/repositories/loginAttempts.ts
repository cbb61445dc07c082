import { sql } from 'kysely';
import type { RateLimitConfig } from '../config';
import type { AttemptOutcome } from '../db/schema/auth';
import { DomainError } from '../domain/errors';
import type { Executor } from '../db/executor';
import { clientNetwork } from '../domain/clientNetwork';

export type AttemptKind = 'password' | 'code';

/**
 * Failed second-factor codes one account may have in 24 hours, from anywhere; then every code
 * is refused until the oldest leaves the day. A trusted device skips the code step, so its
 * owner still signs in from it.
 */
export const MAX_FAILED_CODES_PER_DAY = 20;
const DAY_MS = 24 * 3600_000;

export interface Attempt {
  id: number;
  login: string;
  ip: string;
  kind: AttemptKind;
}

const normal = (login: string) => login.trim().toLowerCase();

/** 429 with Retry-After (seconds), read by the errors plugin. */
export class ThrottledError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds);
  }
}

/** The wait before the next try of a login that failed `failures` times since its last success. */
export function progressiveDelaySeconds(failures: number, limits: Pick<RateLimitConfig, 'freeFailuresPerLogin' | 'maxDelaySeconds'>): number {
  const over = failures - limits.freeFailuresPerLogin;
  if (over < 0) return 0;
  return Math.min(2 ** Math.min(over, 30), limits.maxDelaySeconds);
}

/**
 * Records a sign-in attempt BEFORE its password or code is checked, then decides whether it may
 * be checked: the counts include the attempts in flight, so parallel guesses cannot all slip
 * under a limit. The limits (per login and network, per login with a doubling delay, per
 * network, codes per day) are in docs/security.md; "network" is domain/clientNetwork.ts's key.
 * A trusted device of the user (`exempt`) skips them, so nobody can lock a colleague out.
 */
export async function beginAttempt(
  db: Executor,
  input: { login: string; ip: string; kind: AttemptKind; exempt: boolean },
  limits: RateLimitConfig,
): Promise<Attempt> {
  const login = normal(input.login);
  const network = clientNetwork(input.ip);
  const row = await db
    .insertInto('login_attempts')
    .values({ login, ip: input.ip, network, kind: input.kind, outcome: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const attempt = { id: Number(row.id), login, ip: input.ip, kind: input.kind };
  if (input.exempt) return attempt;

  const windowStart = new Date(Date.now() - limits.windowMinutes * 60_000);
  const lastSuccess = sql<Date>`coalesce((select max(s.at) from login_attempts s where s.login = ${login} and s.kind = ${input.kind} and s.outcome = 'success'), '-infinity'::timestamptz)`;
  const counted = sql<boolean>`outcome in ('pending', 'failure') and id <> ${attempt.id}`;
  const counts = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`count(*) filter (where network = ${network} and at > ${windowStart})`.as('by_login_ip'),
      sql<number>`count(*)`.as('by_login'),
      sql<Date | null>`max(at)`.as('last_failure'),
    ])
    .where('login', '=', login)
    .where('kind', '=', input.kind)
    .where(counted)
    .where('at', '>', lastSuccess)
    .where('at', '>', new Date(Date.now() - 24 * 3600_000))
    .executeTakeFirstOrThrow();
  const byIp = await db
    .selectFrom('login_attempts')
    .select(sql<number>`count(*)`.as('n'))
    .where('network', '=', network)
    .where('at', '>', windowStart)
    .where(counted)
    .executeTakeFirstOrThrow();
  // Not reset by a success: the owner signing in must not give a guesser a new day.
  const codesToday =
    input.kind === 'code'
      ? await db
          .selectFrom('login_attempts')
          .select([sql<number>`count(*)`.as('n'), sql<Date | null>`min(at)`.as('oldest')])
          .where('login', '=', login)
          .where('kind', '=', 'code')
          .where(counted)
          .where('at', '>', new Date(Date.now() - DAY_MS))
          .executeTakeFirstOrThrow()
      : undefined;

  let refusal: ThrottledError | undefined;
  if (codesToday && Number(codesToday.n) >= MAX_FAILED_CODES_PER_DAY) {
    const until = codesToday.oldest ? new Date(codesToday.oldest).getTime() + DAY_MS : Date.now() + DAY_MS;
    const hours = Math.max(1, Math.ceil((until - Date.now()) / 3600_000));
    refusal = new ThrottledError(
      `Too many wrong codes for this account today (${MAX_FAILED_CODES_PER_DAY} in 24 hours): codes are refused for up to ${hours} h. A trusted device still signs in without a code.`,
      Math.max(1, Math.ceil((until - Date.now()) / 1000)),
    );
  } else if (Number(counts.by_login_ip) >= limits.failuresPerLoginIp) {
    refusal = new ThrottledError(
      `Too many failed attempts for this login from your network. Wait ${limits.windowMinutes} minutes, or sign in from a trusted device.`,
      limits.windowMinutes * 60,
    );
  } else if (Number(byIp.n) >= limits.failuresPerIp) {
    refusal = new ThrottledError(`Too many failed sign-in attempts from your network. Wait ${limits.windowMinutes} minutes and try again.`, limits.windowMinutes * 60);
  } else {
    const delay = progressiveDelaySeconds(Number(counts.by_login), limits);
    const since = counts.last_failure ? (Date.now() - new Date(counts.last_failure).getTime()) / 1000 : Infinity;
    if (delay > 0 && since < delay) {
      const wait = Math.max(1, Math.ceil(delay - since));
      refusal = new ThrottledError(`This login failed several times recently. Wait ${wait} s before trying again.`, wait);
    }
  }
  if (refusal) {
    await settleAttempt(db, attempt, 'throttled');
    throw refusal;
  }
  return attempt;
}

/** The outcome of a checked attempt. Failures are kept for audit: nothing is ever deleted here. */
export async function settleAttempt(db: Executor, attempt: Attempt, outcome: Exclude<AttemptOutcome, 'pending'>): Promise<void> {
  await db.updateTable('login_attempts').set({ outcome }).where('id', '=', attempt.id).execute();
}

/** Old records go after 90 days (audit keeps them that long). */
export async function purgeOldAttempts(db: Executor): Promise<void> {
  await db.deleteFrom('login_attempts').where('at', '<', sql<Date>`now() - interval '90 days'`).execute();
}

/**
 * A sign-in of `userId` completed (code accepted, or a trusted device): the failed codes of the
 * account since the previous completed sign-in, for the notice its owner sees, and the mark
 * moved to now, so each failure is told once. Two sign-ins at once tell it once: the row is
 * locked while the mark moves.
 */
export async function takeFailedCodesSinceLastSignIn(db: Executor, user: { id: number; login: string }): Promise<number> {
  // One statement: the mark moves (on the database's clock, as the attempts' times) and the
  // failures between the old and the new mark are counted together.
  const { rows } = await sql<{ n: number | string }>`
    WITH old AS (SELECT id, failed_codes_seen_at FROM staff_users WHERE id = ${user.id} FOR UPDATE),
    moved AS (
      UPDATE staff_users u SET failed_codes_seen_at = now() FROM old WHERE u.id = old.id
      RETURNING old.failed_codes_seen_at AS before, u.failed_codes_seen_at AS after
    )
    SELECT count(a.id) AS n FROM moved
    LEFT JOIN login_attempts a ON a.login = ${normal(user.login)} AND a.kind = 'code' AND a.outcome = 'failure'
      AND a.at <= moved.after AND (moved.before IS NULL OR a.at > moved.before)`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
