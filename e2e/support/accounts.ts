import { generate } from 'otplib';
import { apiUrl } from './portal';

export const DEMO_PASSWORD = 'courier-demo-2026';
export const DEMO_SECRET = 'MNXXK4TJMVZC24DPOJ2GC3BNMRSW23ZB';

export function totp(secret = DEMO_SECRET): Promise<string> {
  return generate({ secret });
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

/** A full session for a demo account, through the API (password, then the TOTP code). */
export async function apiSignIn(login: string): Promise<string> {
  const started = await post('auth/login', { login, password: DEMO_PASSWORD, userIp: '127.0.0.1' });
  const token = started.token as string;
  if (started.status !== 'full') await post('auth/double_auth', { code: await totp() }, token);
  return token;
}
