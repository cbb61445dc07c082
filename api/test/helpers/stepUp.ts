import { api } from '@courier/shared/contract';
import { DEMO_TOTP_SECRET, totpCode } from '../../src/auth/totp';
import type { SignedIn, TestApp } from './testApp';

/**
 * A code the account has not used yet: the time step after the last one used when that is
 * the current one (the server accepts one step either side). When both are used, the last
 * step is forgotten (this helper is not the subject of the step-up tests).
 */
export async function freshCode(t: TestApp, login: string): Promise<string> {
  const user = await t.db.selectFrom('staff_users').select('totp_last_step').where('login', '=', login).executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 30_000);
  const step = user.totp_last_step !== null && user.totp_last_step >= now ? user.totp_last_step + 1 : now;
  if (step > now + 1) {
    await t.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', login).execute();
    return totpCode(DEMO_TOTP_SECRET);
  }
  return totpCode(DEMO_TOTP_SECRET, new Date(step * 30_000 + 1_000));
}

/** Steps the signed-in user up with a fresh code; throws unless accepted. */
export async function stepUpAs(t: TestApp, as: SignedIn, login: string): Promise<void> {
  const res = await as.post(api.auth.stepUp, { code: await freshCode(t, login) });
  if (res.status !== 200) throw new Error(`stepUp ${login}: ${res.status} ${JSON.stringify(res.body)}`);
}
