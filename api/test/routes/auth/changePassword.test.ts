import { DEMO_PASSWORD } from '../../../src/db/seed/accounts';
import type { TestApp } from '../../helpers/testApp';
import { appWithSteps, type SignInSteps } from './helpers';

/** A one-time password (CLI create or reset; the demo's `firstday`) is replaced before the code step. */
let t: TestApp;
let steps: SignInSteps;
beforeAll(async () => ({ t, steps } = await appWithSteps()));
afterAll(() => t.close());

test('firstday: password, then a new password (policy enforced), then the code; the old password is gone', async () => {
  const started = await steps.login({ login: 'firstday', password: DEMO_PASSWORD });
  expect(started.json().data).toMatchObject({ status: 'pending', next: 'change_password' });
  const token = started.json().data.token;

  // Nothing else before the new password: not the code, not the portal.
  const code = await steps.withToken(token, 'POST', '/api/auth/double_auth', { code: await steps.freshCode('firstday') });
  expect(code.statusCode).toBe(403);
  expect(code.json().error.message).toMatch(/new password first/);
  expect((await steps.withToken(token, 'GET', '/api/users/getMe')).statusCode).toBe(401);

  for (const [newPassword, message] of [
    ['short-one', /At least 12 characters/],
    ['firstday', /At least 12/],
    ['FIRSTDAYFIRSTDAY'.slice(0, 8) + 'x', /At least 12/],
    [DEMO_PASSWORD, /demo password/],
  ] as const) {
    const res = await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword });
    expect([newPassword, res.statusCode]).toEqual([newPassword, 400]);
    expect(res.json().error.fields.newPassword).toMatch(message);
  }
  // A body field the contract does not know is named.
  const extra = await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword: 'a-long-enough-pass', oldPassword: 'x' });
  expect(extra.statusCode).toBe(400);
  expect(extra.json().error.fields).toEqual({ oldPassword: 'Unknown field' });

  const changed = await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword: 'correct horse battery' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().data).toEqual({ next: 'double_auth' });
  // Only once.
  expect((await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword: 'another long password' })).statusCode).toBe(409);

  const done = await steps.withToken(token, 'POST', '/api/auth/double_auth', { code: await steps.freshCode('firstday') });
  expect(done.statusCode).toBe(200);
  expect((await steps.withToken(done.json().data.token, 'GET', '/api/users/getMe')).json().data.login).toBe('firstday');

  expect((await steps.login({ login: 'firstday', password: DEMO_PASSWORD })).statusCode).toBe(401);
  const next = await steps.login({ login: 'firstday', password: 'correct horse battery' });
  expect(next.json().data).toMatchObject({ status: 'pending', next: 'double_auth' });
});

test('the login itself is refused as a password', async () => {
  await t.db.updateTable('staff_users').set({ must_change_password: true }).where('login', '=', 'noroles').execute();
  const token = (await steps.login({ login: 'noroles', password: DEMO_PASSWORD })).json().data.token;
  await t.db.updateTable('staff_users').set({ login: 'noroles-long-login' }).where('login', '=', 'noroles').execute();
  try {
    const res = await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword: 'NOROLES-LONG-LOGIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.newPassword).toMatch(/not be your login/);
  } finally {
    await t.db.updateTable('staff_users').set({ login: 'noroles', must_change_password: false }).where('login', '=', 'noroles-long-login').execute();
  }
});

test('an account without a one-time password cannot use the step', async () => {
  const token = (await steps.login({ login: 'chat', password: DEMO_PASSWORD })).json().data.token;
  expect((await steps.withToken(token, 'POST', '/api/auth/changePassword', { newPassword: 'a-long-enough-pass' })).statusCode).toBe(409);
});

test('choosing the new password ends every other session of the user, pending ones included; this one goes on', async () => {
  // A session from before (full), and two people who both know the one-time password.
  const earlier = await steps.fullSignIn('planner', '10.3.0.1');
  expect((await steps.withToken(earlier, 'GET', '/api/users/getMe', undefined, '10.3.0.1')).statusCode).toBe(200);
  await t.db.updateTable('staff_users').set({ must_change_password: true }).where('login', '=', 'planner').execute();
  const other = (await steps.login({ login: 'planner', password: DEMO_PASSWORD }, '10.3.0.2')).json().data.token;
  const owner = (await steps.login({ login: 'planner', password: DEMO_PASSWORD }, '10.3.0.3')).json().data.token;

  const changed = await steps.withToken(owner, 'POST', '/api/auth/changePassword', { newPassword: 'planner chose this one' }, '10.3.0.3');
  expect(changed.statusCode).toBe(200);

  // The session cache is on: the ended sessions fail at their very next call.
  expect((await steps.withToken(earlier, 'GET', '/api/users/getMe', undefined, '10.3.0.1')).statusCode).toBe(401);
  const otherCode = await steps.withToken(other, 'POST', '/api/auth/double_auth', { code: await steps.freshCode('planner') }, '10.3.0.2');
  expect(otherCode.statusCode).toBe(401);
  expect((await steps.withToken(other, 'POST', '/api/auth/changePassword', { newPassword: 'the other one typed this' }, '10.3.0.2')).statusCode).toBe(401);

  const done = await steps.withToken(owner, 'POST', '/api/auth/double_auth', { code: await steps.freshCode('planner') }, '10.3.0.3');
  expect(done.statusCode).toBe(200);
  expect((await steps.withToken(done.json().data.token, 'GET', '/api/users/getMe', undefined, '10.3.0.3')).json().data.login).toBe('planner');
  const event = await t.db.selectFrom('admin_events').select('summary').where('action', '=', 'auth.change_password').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(event.summary).toBe('Chose a new password at sign-in; 2 other sessions ended');
});
