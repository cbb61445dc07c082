import { createStaffUser, resetStaffPassword, resetStaffTotp, setStaffActive } from '../../src/auth/accounts';
import { productionProblems } from '../../src/auth/productionChecks';
import { DEMO_PASSWORD } from '../../src/db/seed/accounts';
import type { TestApp } from '../helpers/testApp';
import { appWithSteps, type SignInSteps } from '../routes/auth/helpers';

/** What the CLI does to accounts, and what a production start refuses. */
let t: TestApp;
let steps: SignInSteps;
beforeAll(async () => ({ t, steps } = await appWithSteps()));
afterAll(() => t.close());

async function trustedDeviceOf(login: string, ip: string) {
  const token = await steps.fullSignIn(login, ip);
  const res = await steps.withToken(token, 'POST', '/api/auth/valid_ip', {}, ip);
  expect(res.statusCode).toBe(200);
  return token;
}
const devicesOf = async (login: string) =>
  t.db.selectFrom('trusted_devices as d').innerJoin('staff_users as u', 'u.id', 'd.user_id').select('d.id').where('u.login', '=', login).execute();

test('create-user gives a one-time password that must be changed at the first sign-in', async () => {
  const created = await createStaffUser(t.db, { login: 'New.Person', name: 'New Person', roles: ['CHAT'] });
  expect(created.oneTimePassword.length).toBeGreaterThanOrEqual(16);
  const res = await steps.login({ login: 'new.person', password: created.oneTimePassword });
  expect(res.json().data).toMatchObject({ status: 'pending', next: 'change_password' });
});

test('reset-password: one-time password, sessions ended, trusted devices forgotten', async () => {
  const token = await trustedDeviceOf('clients', '10.1.1.1');
  const reset = await resetStaffPassword(t.db, 'clients');
  expect((await steps.withToken(token, 'GET', '/api/users/getMe', undefined, '10.1.1.1')).statusCode).toBe(401);
  expect(await devicesOf('clients')).toEqual([]);
  expect((await steps.login({ login: 'clients', password: reset.oneTimePassword })).json().data.next).toBe('change_password');
});

test('reset-totp: the authenticator is forgotten (enrol again), sessions ended, devices forgotten', async () => {
  const token = await trustedDeviceOf('cfrusers', '10.1.1.2');
  await resetStaffTotp(t.db, 'cfrusers');
  expect((await steps.withToken(token, 'GET', '/api/users/getMe', undefined, '10.1.1.2')).statusCode).toBe(401);
  expect(await devicesOf('cfrusers')).toEqual([]);
  const user = await t.db.selectFrom('staff_users').select(['totp_secret', 'totp_enrolled_at']).where('login', '=', 'cfrusers').executeTakeFirstOrThrow();
  expect(user).toEqual({ totp_secret: null, totp_enrolled_at: null });
});

test('reset-totp also makes the next sign-in choose a new password before enrolling again', async () => {
  await resetStaffTotp(t.db, 'retrib');
  const user = await t.db.selectFrom('staff_users').select('must_change_password').where('login', '=', 'retrib').executeTakeFirstOrThrow();
  expect(user.must_change_password).toBe(true);
  const started = await steps.login({ login: 'retrib', password: DEMO_PASSWORD });
  expect(started.json().data).toMatchObject({ status: 'pending', next: 'change_password' });
  const token = started.json().data.token;
  // No QR code before the new password.
  expect((await steps.withToken(token, 'GET', '/api/auth/qrcode')).statusCode).toBe(403);
  const changed = await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword: 'a fresh retrib passphrase' });
  expect(changed.json().data).toEqual({ next: 'codeqr' });
  expect((await steps.withToken(token, 'GET', '/api/auth/qrcode')).statusCode).toBe(200);
});

test('deactivation ends sessions and forgets devices', async () => {
  const token = await trustedDeviceOf('regular', '10.1.1.3');
  await setStaffActive(t.db, 'regular', false);
  try {
    expect((await steps.withToken(token, 'GET', '/api/users/getMe', undefined, '10.1.1.3')).statusCode).toBe(401);
    expect(await devicesOf('regular')).toEqual([]);
  } finally {
    await setStaffActive(t.db, 'regular', true);
  }
});

test('production refuses demo passwords, demo secrets and default CORS origins', async () => {
  expect(await productionProblems({ ...t.config, production: false }, t.db)).toEqual([]);
  const problems = await productionProblems({ ...t.config, production: true, corsOriginsExplicit: false }, t.db);
  expect(problems.join('\n')).toMatch(/CORS_ORIGINS is not set/);
  expect(problems.join('\n')).toMatch(/demo password: .*admin/);
  expect(problems.join('\n')).toMatch(/demo TOTP secret: .*admin/);
}, 120_000);

test('production refuses to start without CLIENT_PORTAL_URL (where reset links lead), and not for it once set', async () => {
  const without = await productionProblems({ ...t.config, production: true, corsOriginsExplicit: true, clientPortalUrlExplicit: false }, t.db);
  expect(without.join('\n')).toMatch(/CLIENT_PORTAL_URL is not set/);
  const withIt = await productionProblems(
    { ...t.config, production: true, corsOriginsExplicit: true, clientPortalUrl: 'https://clients.courier.example', clientPortalUrlExplicit: true },
    t.db,
  );
  expect(withIt.join('\n')).not.toMatch(/CLIENT_PORTAL_URL/);
  expect(await productionProblems({ ...t.config, production: false, clientPortalUrlExplicit: false }, t.db)).toEqual([]);
}, 120_000);
