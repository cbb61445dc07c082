import { buildTestApp, type TestApp } from '../helpers/testApp';

/** With the session cache on (as in production): own changes show at once, others' within the period. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionCacheMs: 400 });
});
afterAll(() => t.close());

test('logout ends the session at once even while it is cached', async () => {
  const { inject } = await t.loginAs('workers');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
  expect((await inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(401);
});

test('the second step is seen at once (the pending session was cached by the QR/code calls)', async () => {
  const { inject } = await t.loginAs('chat');
  expect((await inject({ method: 'GET', url: '/api/users/getMe' })).statusCode).toBe(200);
});

test('a role removed in the database applies once the cache period has passed', async () => {
  const { inject } = await t.loginAs('settings');
  const call = () => inject({ method: 'GET', url: '/api/adminEvents/getUserList' });
  expect((await call()).statusCode).toBe(200);
  await t.db.updateTable('staff_users').set({ roles: [] }).where('login', '=', 'settings').execute();
  await new Promise((r) => setTimeout(r, 450));
  expect((await call()).statusCode).toBe(403);
});
