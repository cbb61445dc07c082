/**
 * Step-up (docs/product.md#finance-recovery): sensitive calls ask for an authenticator code typed
 * in this session a short while ago. `stepUp` (POST auth/stepUp) claims the code's time step like
 * sign-in's second step, so a code never works twice, and dates the session; `requireFreshStepUp`
 * refuses with `step_up_required` unless the session stepped up within the given age.
 */
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import type { AuthContext } from '../types';
import { claimCode } from '../auth/claimCode';
import { recordAdminEvent } from '../repositories/events/adminEvents';
import { markSteppedUp, steppedUpWithin } from '../repositories/sessions';
import { getStaffUserSecret } from '../repositories/staffUsers';
import { invalid, stepUpRequired } from '../domain/errors';
import type { MoneyMailGuard } from '../domain/moneyMail';

/** How long a step-up lets the sensitive finance calls through. */
export const STEP_UP_MAX_AGE_SECONDS = 5 * 60;

/** 403 `step_up_required` unless this session proved a fresh code within `maxAgeSeconds`. */
export async function requireFreshStepUp(
  db: Executor,
  session: Pick<AuthContext, 'sessionId'>,
  maxAgeSeconds = STEP_UP_MAX_AGE_SECONDS,
): Promise<void> {
  if (!(await steppedUpWithin(db, session.sessionId, maxAgeSeconds))) throw stepUpRequired();
}

/** The guard of a money-mail change (domain/moneyMail.ts): a step-up when mail moves. */
export function moneyMailStepUp(session: Pick<AuthContext, 'sessionId'>): MoneyMailGuard {
  return async (db, changes) => {
    if (changes.length > 0) await requireFreshStepUp(db, session, STEP_UP_MAX_AGE_SECONDS);
  };
}

/** `POST auth/stepUp`: a code newer than the last one used records the step-up on the session. */
export async function stepUp(
  deps: { db: Database; config: Config },
  auth: AuthContext,
  code: string,
  ip: string,
): Promise<{ stepUpAt: string; validForSeconds: number }> {
  const { db, config } = deps;
  const user = await getStaffUserSecret(db, auth.user.id);
  if (!user.totp_secret) throw invalid('No authenticator app is enrolled for this account', { code: 'No authenticator enrolled' });
  await claimCode({ db, config }, { ...user, totp_secret: user.totp_secret }, code, ip);
  const steppedUpAt = await markSteppedUp(db, auth.sessionId);
  await recordAdminEvent(db, {
    userId: user.id,
    action: 'auth.stepUp',
    targetType: 'staff_user',
    targetId: user.id,
    summary: `Fresh code accepted for a sensitive action from ${ip}`,
    data: { ip },
  });
  const at = steppedUpAt ?? new Date();
  return { stepUpAt: new Date(at).toISOString(), validForSeconds: STEP_UP_MAX_AGE_SECONDS };
}
