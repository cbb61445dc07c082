import { generate } from 'otplib';
import { apiUrl } from './portal';

export const DEMO_PASSWORD = 'courier-demo-2026';
export const DEMO_SECRET = 'MNXXK4TJMVZC24DPOJ2GC3BNMRSW23ZB';

export function totp(secret = DEMO_SECRET): Promise<string> {
  return generate({ secret });
}

const PERIOD_MS = 30_000;
const period = (ms: number) => Math.floor(ms / PERIOD_MS);

/**
 * A code the server has not seen yet for an account whose last code was made at `lastCodeAt`:
 * a code works once and the steps must grow, so within the same 30 s this is the next
 * period's code (the server accepts one period of clock drift), else the current one.
 */
export function totpAfter(lastCodeAt: number, secret = DEMO_SECRET): Promise<string> {
  const now = Date.now();
  const at = period(now) > period(lastCodeAt) ? now : now + PERIOD_MS;
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${apiUrl}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown>; error?: { message: string } };
  if (res.status >= 400) throw new Error(`${path} answered ${res.status}: ${json.error?.message}`);
  return json.data!;
}

/**
 * A full session for a demo account, through the API (password, then the TOTP code). The code
 * step answers the full session's token: the pending one stops working then.
 */
export async function apiSignIn(login: string): Promise<string> {
  const started = await post('auth/login', { login, password: DEMO_PASSWORD, userIp: '127.0.0.1' });
  if (started.status === 'full') return started.token as string;
  if (started.next !== 'double_auth')
    throw new Error(`${login} cannot sign in through the API: next step ${started.next}`);
  const confirmed = await post('auth/double_auth', { code: await totp() }, started.token as string);
  return confirmed.token as string;
}
