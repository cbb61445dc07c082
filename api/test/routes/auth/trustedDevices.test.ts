import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import { MAX_TRUSTED_DEVICES } from '../../../src/repositories/trustedDevices';
import type { TestApp } from '../../helpers/testApp';
import { appWithSteps, type SignInSteps } from './helpers';

/** "Remember this network" trusts the network AND the browser (a cookie), never an IP alone. */
let t: TestApp;
let steps: SignInSteps;
beforeAll(async () => ({ t, steps } = await appWithSteps()));
afterAll(() => t.close());

async function trust(loginName: string, ip: string, userAgent = 'Mozilla/5.0 Firefox/140') {
  const token = await steps.fullSignIn(loginName, ip);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/valid_ip',
    remoteAddress: ip,
    headers: { authorization: `Bearer ${token}`, 'user-agent': userAgent },
    payload: { userIp: '203.0.113.9' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'courier_device');
  expect(cookie).toBeDefined();
  return { token, res, cookie: cookie!, cookies: { courier_device: cookie!.value } };
}

test('the cookie is httpOnly, SameSite=Strict, scoped to the sign-in calls, 30 days; only its hash is stored', async () => {
  const { res, cookie } = await trust('shifts', '10.1.2.3');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 30 * 24 * 3600 });
  expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Plain http here; Secure is set when the request came over https (see the proxy test).
  expect(cookie.secure).toBeFalsy();
  // The server trusts the IP it sees, not the one the browser claims.
  expect(res.json().data.ip).toBe('10.1.2.3');
  expect(new Date(res.json().data.trustedUntil).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  const stored = await t.db.selectFrom('trusted_devices').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
  expect(stored.secret_hash).not.toContain(cookie.value);
  expect(stored).toMatchObject({ ip: '10.1.2.3', label: 'Mozilla/5.0 Firefox/140', user_ip_claimed: '203.0.113.9' });
});

test('the password alone skips the code only with the cookie AND from the same network', async () => {
  const { cookies } = await trust('regular', '10.5.5.5');
  const fromDevice = await steps.login({ login: 'regular', password: DEMO_PASSWORD }, '10.5.5.5', cookies);
  expect(fromDevice.json().data).toMatchObject({ status: 'full', next: 'home' });
  expect((await steps.withToken(fromDevice.json().data.token, 'GET', '/api/users/getMe', undefined, '10.5.5.5')).statusCode).toBe(200);

  // Someone else on the same network, without the cookie: code asked.
  const sameIpNoCookie = await steps.login({ login: 'regular', password: DEMO_PASSWORD }, '10.5.5.5');
  expect(sameIpNoCookie.json().data).toMatchObject({ status: 'pending', next: 'double_auth' });
  // The cookie carried to another network: code asked.
  const otherIp = await steps.login({ login: 'regular', password: DEMO_PASSWORD }, '10.9.9.9', cookies);
  expect(otherIp.json().data.status).toBe('pending');
  // The cookie is this user's: another user in the same browser still needs a code.
  const otherUser = await steps.login({ login: 'chat', password: DEMO_PASSWORD }, '10.5.5.5', cookies);
  expect(otherUser.json().data.status).toBe('pending');
  // A forged cookie: code asked.
  const forged = await steps.login({ login: 'regular', password: DEMO_PASSWORD }, '10.5.5.5', { courier_device: 'x'.repeat(43) });
  expect(forged.json().data.status).toBe('pending');
  // A wrong password from the trusted device is still wrong.
  expect((await steps.login({ login: 'regular', password: 'wrong-password' }, '10.5.5.5', cookies)).statusCode).toBe(401);
});

test('an expired device asks for the code again', async () => {
  const { cookies, res } = await trust('cfrusers', '10.4.4.4');
  await t.db.updateTable('trusted_devices').set({ trusted_until: new Date(Date.now() - 1000) }).where('id', '=', res.json().data.id).execute();
  expect((await steps.login({ login: 'cfrusers', password: DEMO_PASSWORD }, '10.4.4.4', cookies)).json().data.status).toBe('pending');
});

test('a device can only be remembered within minutes after a code typed in the same session', async () => {
  const { cookies } = await trust('vehicles', '10.6.6.6');
  // A session that became full from the trusted device (no code) cannot add devices.
  const skipped = await steps.login({ login: 'vehicles', password: DEMO_PASSWORD }, '10.6.6.6', cookies);
  expect(skipped.json().data.status).toBe('full');
  const fromSkipped = await steps.withToken(skipped.json().data.token, 'POST', '/api/auth/valid_ip', {}, '10.6.6.6');
  expect(fromSkipped.statusCode).toBe(403);
  expect(fromSkipped.json().error.message).toMatch(/after typing a code/);

  // Ten minutes after the code: too late.
  const token = await steps.fullSignIn('vehicles', '10.6.6.7');
  await t.db.updateTable('sessions').set({ second_factor_at: new Date(Date.now() - 10 * 60_000) }).where('status', '=', 'full').where('ip', '=', '10.6.6.7').execute();
  expect((await steps.withToken(token, 'POST', '/api/auth/valid_ip', {}, '10.6.6.7')).statusCode).toBe(403);

  // A pending session: not even signed in.
  const pending = await steps.login({ login: 'vehicles', password: DEMO_PASSWORD }, '10.6.6.8');
  expect((await steps.withToken(pending.json().data.token, 'POST', '/api/auth/valid_ip', {}, '10.6.6.8')).statusCode).toBe(401);
});

test('devices are listed with the current one marked, and revocable by their user only', async () => {
  const first = await trust('finance', '10.7.0.1', 'Browser A');
  const second = await trust('finance', '10.7.0.2', 'Browser B');
  const list = await steps.withToken(second.token, 'GET', '/api/auth/trustedDevices', undefined, '10.7.0.2', second.cookies);
  expect(list.statusCode).toBe(200);
  const rows = list.json().data as { id: number; label: string; ip: string; current: boolean }[];
  expect(rows.map((r) => [r.label, r.ip, r.current])).toEqual([
    ['Browser B', '10.7.0.2', true],
    ['Browser A', '10.7.0.1', false],
  ]);

  // Another user cannot revoke them.
  const intruder = await steps.fullSignIn('chat');
  const stolen = await steps.withToken(intruder, 'POST', '/api/auth/revokeTrustedDevice', { id: first.res.json().data.id });
  expect(stolen.statusCode).toBe(404);

  const revoked = await steps.withToken(second.token, 'POST', '/api/auth/revokeTrustedDevice', { id: first.res.json().data.id }, '10.7.0.2');
  expect(revoked.json()).toEqual({ data: { revoked: true } });
  expect((await steps.login({ login: 'finance', password: DEMO_PASSWORD }, '10.7.0.1', first.cookies)).json().data.status).toBe('pending');
  expect((await steps.login({ login: 'finance', password: DEMO_PASSWORD }, '10.7.0.2', second.cookies)).json().data.status).toBe('full');
  const again = await steps.withToken(second.token, 'POST', '/api/auth/revokeTrustedDevice', { id: first.res.json().data.id }, '10.7.0.2');
  expect(again.statusCode).toBe(404);
});

test(`at most ${MAX_TRUSTED_DEVICES} devices per user: the oldest goes`, async () => {
  const ids: number[] = [];
  for (let i = 0; i < MAX_TRUSTED_DEVICES + 2; i++) ids.push((await trust('settings', `10.8.0.${i + 1}`, `Browser ${i}`)).res.json().data.id);
  const kept = await t.db.selectFrom('trusted_devices').select('id').where('user_id', '=', (await t.db.selectFrom('staff_users').select('id').where('login', '=', 'settings').executeTakeFirstOrThrow()).id).orderBy('id').execute();
  expect(kept.map((k) => k.id)).toEqual(ids.slice(2));
});

test('getUser lists the trusted networks from the devices', async () => {
  const { token } = await trust('workers', '10.9.0.1');
  const user = await steps.withToken(token, 'GET', '/api/users/getUser', undefined, '10.9.0.1');
  expect(user.json().data.trustedIps).toEqual([{ ip: '10.9.0.1', trustedUntil: expect.any(String) }]);
});
