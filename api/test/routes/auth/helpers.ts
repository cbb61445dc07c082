import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import { DEMO_TOTP_SECRET, totpCode } from '../../../src/auth/totp';
import { buildTestApp, type TestApp } from '../../helpers/testApp';

/** The sign-in steps by hand, for tests of the steps themselves (loginAs hides them). */
export function signInSteps(t: TestApp) {
  const login = (body: object, ip = '127.0.0.1', cookies?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip, ...(cookies ? { cookies } : {}) });
  const withToken = (token: string, method: 'GET' | 'POST', url: string, payload?: object, ip = '127.0.0.1', cookies?: Record<string, string>) =>
    t.app.inject({ method, url, remoteAddress: ip, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}), ...(cookies ? { cookies } : {}) });

  /** A code the account has not used yet: the step after the last one used, if that is the current one. */
  async function freshCode(loginName: string, secret = DEMO_TOTP_SECRET): Promise<string> {
    const user = await t.db.selectFrom('staff_users').select('totp_last_step').where('login', '=', loginName).executeTakeFirstOrThrow();
    const now = Math.floor(Date.now() / 30_000);
    const step = user.totp_last_step !== null && user.totp_last_step >= now ? user.totp_last_step + 1 : now;
    if (step > now + 1) {
      // Both codes of the window are used: this helper is not the subject, forget the last step.
      await t.db.updateTable('staff_users').set({ totp_last_step: null }).where('login', '=', loginName).execute();
      return totpCode(secret);
    }
    return totpCode(secret, new Date(step * 30_000 + 1_000));
  }

  /** Password then code; returns the full session's token. */
  async function fullSignIn(loginName: string, ip = '127.0.0.1', cookies?: Record<string, string>): Promise<string> {
    const res = await login({ login: loginName, password: DEMO_PASSWORD }, ip, cookies);
    if (res.statusCode !== 200) throw new Error(`login ${loginName}: ${res.statusCode} ${res.body}`);
    const { token, status } = res.json().data;
    if (status === 'full') return token;
    const second = await withToken(token, 'POST', '/api/auth/double_auth', { code: await freshCode(loginName) }, ip);
    if (second.statusCode !== 200) throw new Error(`double_auth ${loginName}: ${second.statusCode} ${second.body}`);
    return second.json().data.token;
  }

  return { login, withToken, freshCode, fullSignIn };
}

export type SignInSteps = ReturnType<typeof signInSteps>;

/** A test app and its sign-in steps: `beforeAll(async () => ({ t, steps } = await appWithSteps()))`. */
export async function appWithSteps(): Promise<{ t: TestApp; steps: SignInSteps }> {
  const t = await buildTestApp();
  return { t, steps: signInSteps(t) };
}
