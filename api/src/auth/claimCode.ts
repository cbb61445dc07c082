import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { invalid } from '../domain/errors';
import { LoggedHttpError } from '../http/errors';
import { recordAdminEvent } from '../repositories/events/adminEvents';
import { beginAttempt, settleAttempt } from '../repositories/loginAttempts';
import { openSecret } from './secretBox';
import { checkTotp } from './totp';

/**
 * The plain TOTP secret of `user`. One that does not open (sealed with another key, copied
 * from another user's row, tampered with) can never match a code: the answer is a 503 saying
 * the second step is unavailable, logged as a fault for an operator, and never a failed
 * attempt of the user's (it is not their doing, and no code could get through anyway).
 */
export function openUserSecret(config: Pick<Config, 'totpKey'>, user: { id: number; login: string; totp_secret: string }): string {
  try {
    return openSecret(user.totp_secret, config.totpKey, user.id);
  } catch (cause) {
    throw new LoggedHttpError(
      503,
      'SERVICE_UNAVAILABLE',
      'Second step unavailable for this account: its authenticator cannot be checked. Ask an administrator.',
      'TOTP secret does not open with the configured key (sealed with another key, copied from another account, or damaged): fix TOTP_ENCRYPTION_KEY, or `cli reset-totp` this account',
      { userId: user.id, login: user.login },
      { cause },
    );
  }
}

/**
 * An authenticator code checked and its time step claimed for the user, as sign-in's second
 * step and the finance step-up both need it: throttled like every code attempt; the step is
 * stored and must grow, so the same code (or an older one) never works twice, even for two
 * requests racing each other. A wrong or reused code is a 400 naming `code`. `enrol` also
 * records the first use of a newly scanned secret. A refused code is an admin event
 * (`auth.code_failed`) and counts towards the account's daily cap of failed codes.
 */
export async function claimCode(
  deps: { db: Database; config: Config; log?: FastifyBaseLogger },
  user: { id: number; login: string; totp_secret: string },
  code: string,
  ip: string,
  options: { enrol?: boolean } = {},
): Promise<void> {
  const { db, config } = deps;
  const secret = openUserSecret(config, user);
  const attempt = await beginAttempt(db, { login: user.login, ip, kind: 'code', exempt: false }, config.rateLimit);
  const check = await checkTotp(secret, code);
  const claimed = check.valid
    ? await db
        .updateTable('staff_users')
        .set((eb) => ({
          totp_last_step: check.step,
          ...(options.enrol ? { totp_enrolled_at: eb.fn.coalesce('totp_enrolled_at', eb.val(new Date())) } : {}),
        }))
        .where('id', '=', user.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', check.step)]))
        .returning('id')
        .executeTakeFirst()
    : undefined;
  if (!claimed) {
    await settleAttempt(db, attempt, 'failure');
    deps.log?.warn({ login: user.login, ip, kind: 'code' }, 'code refused');
    // In the audit trail, and told to the owner at their next sign-in.
    await recordAdminEvent(db, {
      userId: user.id,
      action: 'auth.code_failed',
      targetType: 'staff_user',
      targetId: user.id,
      summary: `${check.valid ? 'Code already used' : 'Wrong or expired code'} from ${ip}`,
      data: { event: check.valid ? 'used' : 'wrong', ip },
    });
    if (!check.valid) throw invalid('Wrong or expired code', { code: 'Wrong or expired code' });
    throw invalid('This code was already used; wait for the next one', { code: 'Code already used' });
  }
  await settleAttempt(db, attempt, 'success');
}
